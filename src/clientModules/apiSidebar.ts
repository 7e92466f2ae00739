import type {ClientModule} from '@docusaurus/types';

/** The nearest ancestor that scrolls vertically, or null. */
function scrollerOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const {overflowY} = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/**
 * Scrolls a sidebar so that its link to the current page is in view, a third of the way down, when
 * it is not already. Only the sidebar's own scroll position changes: no layout moves, the page does
 * not scroll, and focus stays where it is (unlike `scrollIntoView` and `focus`).
 */
export function revealCurrentItem(root: ParentNode): void {
  const links = root.querySelectorAll<HTMLElement>('a.menu__link[aria-current="page"]');
  const link = links[links.length - 1];
  const scroller = link && scrollerOf(link);
  if (!link || !scroller) return;
  const box = scroller.getBoundingClientRect();
  const item = link.getBoundingClientRect();
  if (item.top >= box.top && item.bottom <= box.bottom) return;
  scroller.scrollTop += item.top - box.top - scroller.clientHeight / 3;
}

const inReference = () => /\/docs\/api\//.test(window.location.pathname);

/**
 * API reference pages: the sidebar shows the current operation on load and after each navigation
 * (it sits deep in a list of some 200), and so does the phone drawer when it opens.
 */
const module: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation?.pathname === location.pathname || !inReference()) return;
    requestAnimationFrame(() => {
      const sidebar = document.querySelector('.theme-doc-sidebar-container');
      if (sidebar) revealCurrentItem(sidebar);
    });
  },
};

if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    if (!inReference() || !(event.target as Element | null)?.closest?.('.navbar__toggle')) return;
    // The drawer renders and slides in on this click; measure once it has laid out.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const drawer = document.querySelector('.navbar-sidebar');
        if (drawer) revealCurrentItem(drawer);
      }),
    );
  });
}

export default module;
