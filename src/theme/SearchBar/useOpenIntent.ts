import {useCallback, useEffect, useState, type KeyboardEvent, type RefObject} from 'react';

/** SPEC 5: the initial query is the page's selected text, first 64 characters. */
export const SELECTION_MAX = 64;

const BUTTON_SELECTOR = '.DocSearch-Button';
const TYPED_CHARACTER = /^[\p{L}\p{N}]$/u;

function selectedText(): string | undefined {
  const text = window.getSelection()?.toString().trim() ?? '';
  return text === '' ? undefined : text.slice(0, SELECTION_MAX);
}

function isEditing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return el.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(el.tagName);
}

/**
 * Everything that precedes opening the modal: the first hover, focus or touch of the button, or a
 * shortcut, calls `engage` (load the index or client). The query the modal starts with is fixed at
 * that moment: the letter or digit typed on the focused button (which also opens the modal: SPEC 2),
 * or else the selected text.
 */
export default function useOpenIntent(containerRef: RefObject<HTMLElement | null>, engage: () => void) {
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  // Ctrl/Cmd+K and '/' are handled by the theme's listener; this one runs first (capture phase).
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const isCmdK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const isSlash = event.key === '/' && !isEditing(event.composedPath()[0] ?? null);
      if (!isCmdK && !isSlash) return;
      if (document.body.classList.contains('DocSearch--active')) return;
      engage();
      setInitialQuery(selectedText());
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [engage]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const button = (event.target as HTMLElement).closest?.(BUTTON_SELECTOR);
      if (!button) return;
      if (event.key === 'Enter' || event.key === ' ') {
        setInitialQuery(selectedText());
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || !TYPED_CHARACTER.test(event.key)) return;
      // The character goes into the modal's input, not into the page.
      event.preventDefault();
      engage();
      setInitialQuery(event.key);
      (button as HTMLButtonElement).click();
    },
    [engage],
  );

  const onPointerDown = useCallback(() => setInitialQuery(selectedText()), []);

  useEffect(() => {
    // React's onFocus/onMouseOver on the wrapper cover the button; touchstart needs a passive listener.
    const el = containerRef.current;
    if (!el) return undefined;
    el.addEventListener('touchstart', engage, {passive: true});
    return () => el.removeEventListener('touchstart', engage);
  }, [containerRef, engage]);

  return {initialQuery, handlers: {onKeyDown, onPointerDown, onFocus: engage, onMouseOver: engage}};
}
