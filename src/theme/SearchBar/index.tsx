import React, {useCallback, useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode, type SyntheticEvent} from 'react';
import {DocSearchButton} from '@docsearch/react/button';
import {translate} from '@docusaurus/Translate';
import {resolveSearchConfig} from '@site/src/search/config';
import {startSearchWorker} from '@site/src/search/embedded/start';
import {useSiteFields} from '@site/src/lib/siteConfig';
import {TYPED_CHARACTER, isSearchShortcut, onPressEnd, typedKey} from './intent';
import {EARLY_GLOBAL, type EarlySearch} from './early';
import type {Intent, KeyEvent, SearchEvent} from './machine';
import type {FullProps, Props} from './props';
import styles from './styles.module.css';

const BUTTON = '.DocSearch-Button';

// The same strings the theme gives DocSearch's button, so the markup is the one the full bar renders.
const label = () => translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});

/** SPEC 5: the initial query is the page's selected text, first 64 characters. */
const selection = () => window.getSelection()?.toString().trim().slice(0, 64) || undefined;

let loaded: ComponentType<FullProps> | null = null;
/**
 * Until the full bar is there, whether keys are kept for the query: from a click, a typed character
 * or a shortcut until Escape (./machine.ts says the same once it is there, and decides alone).
 */
let armed = false;

/**
 * The navbar search. The first load carries only DocSearch's button and this wrapper, which turns
 * what the reader does to it (hover, focus, touch, press, click, a key on it, a shortcut) into the
 * events of ./machine.ts. The first one loads the full search bar (DocSearch, this site's backends,
 * ranking and modal screens, and the machine: ./Full.tsx); until it is there the events are
 * recorded, then it starts from them and receives the rest. Keys typed once search was asked for
 * are among them: kept (from a click, typed character or shortcut until Escape), they reach the
 * query however long the full bar takes. Server and first client render are identical.
 */
export default function SearchBar(props: Props): ReactNode {
  const fields = useSiteFields();
  const [Full, setFull] = useState(() => loaded);
  const container = useRef<HTMLDivElement>(null);
  const recorded = useRef<SearchEvent[]>([]);
  const send = useRef((event: SearchEvent) => {
    recorded.current.push(event);
    return armed && event.type === 'keydown' && typedKey(event);
  });

  const intend = useCallback((intent: Intent, focused?: boolean, query?: string) => {
    armed ||= intent !== 'hover' && intent !== 'press';
    send.current({type: 'intent', intent, focused: focused ?? !!container.current?.contains(document.activeElement), query});
    if (loaded) return;
    // The embedded index starts loading now, not once the full bar has loaded and mounted.
    const config = resolveSearchConfig(fields);
    if (config.kind === 'embedded') startSearchWorker(config.baseUrl);
    // DocSearch's modal is the theme's to load, and it asks for it only once the full bar has
    // mounted and opens it: a second round trip after this one, then its evaluation, before the
    // modal opens. Asked for now, it travels beside the bar; the theme's import finds it there.
    // Should it fail, the theme's own import tries again.
    import('@docsearch/react/modal').catch(() => undefined);
    import(/* webpackChunkName: "search-bar" */ './Full').then(
      (module) => {
        loaded = module.default;
        setFull(() => module.default);
      },
      // Offline: the next intent tries again.
      () => {
        armed = false;
        send.current({type: 'failed'});
      },
    );
  }, [fields]);

  // A shortcut pressed before hydration (./early.ts): search opens now, with the keys typed since.
  useEffect(() => {
    const globals = window as unknown as Record<string, EarlySearch | null | undefined>;
    const early = globals[EARLY_GLOBAL];
    globals[EARLY_GLOBAL] = null;
    if (!early?.asked) return;
    intend('shortcut', undefined, selection());
    for (const key of early.keys) send.current({type: 'keydown', key, ctrlKey: false, metaKey: false, altKey: false});
  }, [intend]);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      // Before anyone else (the button, the shortcut, DocSearch) sees it: a key kept for the query.
      const kept = (loaded || armed) && send.current(event as KeyEvent);
      armed &&= event.key !== 'Escape';
      if (kept) {
        event.preventDefault();
        return event.stopPropagation();
      }
      if (!isSearchShortcut(event) || document.body.classList.contains('DocSearch--active')) return;
      // Once the full bar is there, DocSearch's own listener takes the key, except '/' while a
      // button has focus, which DocSearch 4 ignores: the search button has it after Escape.
      const ignored = !!Full && event.key === '/' && (event.target as Element | null)?.tagName === 'BUTTON';
      if (!Full || ignored) event.preventDefault();
      intend('shortcut', undefined, selection());
      if (ignored) container.current?.querySelector<HTMLButtonElement>(BUTTON)?.click();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [Full, intend]);

  // DocSearch's button shows the shortcut in key caps and also names it in its label, "Search
  // (Control+k)", unlike its visible text (WCAG 2.5.3, axe label-content-name-mismatch). The caps
  // are marked decorative and the label removed: the name is the visible word, and the shortcut is
  // still announced by `aria-keyshortcuts`. The button sets its label again once it knows the
  // platform, and the full bar brings a new button, so the wrapper is watched.
  useEffect(() => {
    const root = container.current!;
    const apply = () => {
      const button = root.querySelector(BUTTON);
      button?.querySelector('.DocSearch-Button-Keys:not([aria-hidden])')?.setAttribute('aria-hidden', 'true');
      if (button?.hasAttribute('aria-label')) button.removeAttribute('aria-label');
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, {attributes: true, attributeFilter: ['aria-label'], childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);

  // The modal is a portal of the full bar: its events bubble through this wrapper too.
  const onButton = (event: SyntheticEvent) => !!(event.target as Element).closest?.(BUTTON);
  const hover = (event: SyntheticEvent, focused?: boolean) => onButton(event) && intend('hover', focused);
  // Should the full bar replace the button between press and release, no click reaches either.
  const press = (via: 'pointer' | 'space') => {
    intend('press', via === 'space' || undefined, selection());
    onPressEnd(via, (end) => {
      const button = container.current?.querySelector(BUTTON);
      send.current({type: 'pressEnd', over: end.type === 'pointerup' ? !!button?.contains(end.target as Node) : end.type === 'keyup' && document.activeElement === button});
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!onButton(event)) return;
    if (event.key === ' ' && !event.repeat) return press('space');
    if (!typedKey(event) || !TYPED_CHARACTER.test(event.key)) return;
    // The character goes into the modal's input, not into the page.
    event.preventDefault();
    intend('type', true, event.key);
  };
  return (
    <div
      ref={container}
      className={styles.container}
      onMouseOver={hover}
      onFocus={(event) => hover(event, true)}
      onTouchStart={hover}
      onPointerDown={(event) => event.isPrimary && event.button === 0 && onButton(event) && press('pointer')}
      onKeyDown={onKeyDown}
      onClick={(event) => onButton(event) && intend('click', undefined, selection())}>
      {Full ? <Full {...props} recorded={recorded.current} send={send} container={container} /> : <DocSearchButton translations={{buttonText: label(), buttonAriaLabel: label()}} />}
    </div>
  );
}
