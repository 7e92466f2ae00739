import {safeLocalStorage, safeSessionStorage} from '../lib/storage';
import {UNMATCHED_TITLE_KEY, isApiVersion, writePreferredVersion} from '../api/versions';

const SWITCH_LINK = 'a[data-api-version]';

/** The base URL the switch's links were written with: everything before `docs/api/` in their landing. */
function baseUrlOf(link: HTMLAnchorElement): string {
  const landing = link.dataset.apiLanding ?? link.getAttribute('href') ?? '';
  link.dataset.apiLanding = landing;
  const at = landing.indexOf('docs/api/');
  return at > 0 ? landing.slice(0, at) : '/';
}

// The mapping of pages between versions loads when a reader reaches for the switch, not with every page.
const loadMap = () => import('../api/versionMap');

/** Points a switch link at the current page's counterpart in its version (see src/api/versionMap.ts). */
async function retarget(link: HTMLAnchorElement): Promise<{href: string; matched: boolean} | null> {
  const version = link.getAttribute('data-api-version');
  if (!isApiVersion(version)) return null;
  const baseUrl = baseUrlOf(link);
  const {switchTarget} = await loadMap();
  const target = switchTarget(window.location.pathname, version, baseUrl);
  link.setAttribute('href', target.href);
  return target;
}

function switchLinkOf(event: Event): HTMLAnchorElement | null {
  const link = (event.target as Element | null)?.closest?.(SWITCH_LINK);
  return link instanceof HTMLAnchorElement ? link : null;
}

/**
 * The reference sidebar's version switch (links with `data-api-version`): remembers the version a
 * reader picks, so the navbar's API link and /api/ open it next time (SPEC 2, 9), and takes the
 * reader to the same page in that version, or to its overview with a word on what had no
 * counterpart. Hover and focus retarget the link beforehand, so that a new tab or a copied link
 * goes to the same place.
 */
if (typeof document !== 'undefined') {
  const prepare = (event: Event) => {
    const link = switchLinkOf(event);
    if (link) void retarget(link);
  };
  document.addEventListener('pointerover', prepare, {passive: true});
  document.addEventListener('focusin', prepare);
  document.addEventListener(
    'click',
    (event) => {
      const link = switchLinkOf(event);
      const version = link?.getAttribute('data-api-version');
      if (!link || !version) return;
      writePreferredVersion(safeLocalStorage(), version);
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void retarget(link).then((target) => {
        if (!target) return;
        if (!target.matched) {
          const title = document.querySelector('main h1')?.textContent?.trim();
          if (title) safeSessionStorage().set(UNMATCHED_TITLE_KEY, JSON.stringify({path: window.location.pathname, title}));
        }
        window.location.assign(target.href);
      });
    },
    {capture: true},
  );
}
