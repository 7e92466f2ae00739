import {useEffect, type RefObject} from 'react';

/**
 * The button's key caps ("Ctrl K", "⌘ K") show the shortcut that `aria-keyshortcuts` already
 * announces. DocSearch also labels the button "Search (Control+k)", which differs from its visible
 * text "SearchCtrlK" (WCAG 2.5.3, axe: label-content-name-mismatch). The caps are marked decorative
 * and the label removed, so the accessible name is the visible word, "Search", and the shortcut is
 * still exposed through `aria-keyshortcuts`. DocSearch sets the label again when it learns the
 * platform after mounting, so the button is watched.
 */
export default function useDecorativeKeys(containerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const button = containerRef.current?.querySelector('.DocSearch-Button');
    if (!button) return undefined;
    const apply = () => {
      button.querySelector('.DocSearch-Button-Keys:not([aria-hidden])')?.setAttribute('aria-hidden', 'true');
      if (button.hasAttribute('aria-label')) button.removeAttribute('aria-label');
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(button, {attributes: true, attributeFilter: ['aria-label'], childList: true, subtree: true});
    return () => observer.disconnect();
  }, [containerRef]);
}
