import {useEffect, type RefObject} from 'react';

/**
 * The button's key caps ("Ctrl K", "⌘ K") show the shortcut that `aria-keyshortcuts` already
 * announces. DocSearch also labels the button "Search (Control+k)", which differs from its visible
 * text "SearchCtrlK" (WCAG 2.5.3, axe: label-content-name-mismatch). The caps are marked decorative
 * and the label removed, so the accessible name is the visible word, "Search", and the shortcut is
 * still exposed through `aria-keyshortcuts`.
 */
export default function useDecorativeKeys(containerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const button = containerRef.current?.querySelector('.DocSearch-Button');
    button?.querySelector('.DocSearch-Button-Keys')?.setAttribute('aria-hidden', 'true');
    button?.removeAttribute('aria-label');
  }, [containerRef]);
}
