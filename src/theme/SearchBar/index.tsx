import React, {useCallback, useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject} from 'react';
import {DocSearchButton} from '@docsearch/react/button';
import {translate} from '@docusaurus/Translate';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {TYPED_CHARACTER, isSearchShortcut, onPressEnd, replacesIntent, type SearchIntent} from './intent';
import useDecorativeKeys from './useDecorativeKeys';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;
type FullProps = Props & {intent: RefObject<SearchIntent | null>};

// The same strings the theme gives DocSearch's button, so the markup is the one the full bar renders.
const label = () => translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});

let loadedFull: ComponentType<FullProps> | null = null;
function loadFull(): Promise<ComponentType<FullProps>> {
  return import(/* webpackChunkName: "search-bar" */ './Full').then((module) => {
    loadedFull = module.default as ComponentType<FullProps>;
    return loadedFull;
  });
}

/**
 * The navbar search. The first load carries only DocSearch's button (a few KB); the full search bar
 * (DocSearch wiring, this site's backends, ranking, translations and modal screens: ./Full.tsx)
 * loads on the first hover, focus, touch, click, key press on the button or search shortcut, and
 * then carries out what the reader did (./intent.ts). Server and first client render are identical.
 */
export default function SearchBar(props: Props): ReactNode {
  const [Full, setFull] = useState<ComponentType<FullProps> | null>(() => loadedFull);
  const intent = useRef<SearchIntent | null>(null);
  const buttonWrapper = useRef<HTMLDivElement>(null);
  useDecorativeKeys(buttonWrapper);

  const engage = useCallback((next: SearchIntent) => {
    if (replacesIntent(intent.current, next)) intent.current = next;
    loadFull()
      .then((component) => setFull(() => component))
      .catch(() => {
        // The chunk could not load (offline): the next intent tries again.
        intent.current = null;
      });
  }, []);

  const focused = () => !!buttonWrapper.current?.contains(document.activeElement);

  useEffect(() => {
    if (Full) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event) || document.body.classList.contains('DocSearch--active')) return;
      event.preventDefault();
      engage({kind: 'shortcut', key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, focused: focused()});
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [Full, engage]);

  if (Full) return <Full {...props} intent={intent} />;

  // A press is recorded as such: should the full bar replace this button before the release, no
  // click reaches either button, and the full bar opens the modal on the release instead (./Full.tsx).
  const press = (via: 'pointer' | 'space') => {
    const pressed: Extract<SearchIntent, {kind: 'press'}> = {kind: 'press', via, focused: via === 'space' || focused(), released: false};
    engage(pressed);
    onPressEnd(via, () => {
      pressed.released = true;
    });
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.isPrimary && event.button === 0 && (event.target as HTMLElement).closest('.DocSearch-Button')) press('pointer');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === ' ' && !event.repeat && (event.target as HTMLElement).closest('.DocSearch-Button')) {
      press('space');
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey || !TYPED_CHARACTER.test(event.key)) return;
    event.preventDefault();
    engage({kind: 'type', key: event.key, focused: true});
  };
  return (
    <div
      ref={buttonWrapper}
      className={styles.container}
      onMouseOver={() => engage({kind: 'hover', focused: focused()})}
      onFocus={() => engage({kind: 'hover', focused: true})}
      onTouchStart={() => engage({kind: 'hover', focused: focused()})}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}>
      <DocSearchButton
        translations={{buttonText: label(), buttonAriaLabel: label()}}
        onClick={() => engage({kind: 'click', focused: focused()})}
      />
    </div>
  );
}
