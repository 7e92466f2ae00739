import {useEffect, useState} from 'react';

/**
 * The element of the open DocSearch modal that matches `selector` (the modal itself for '') and
 * satisfies `when`, if given, or null; followed as the modal re-renders. Watches the DOM only while
 * `enabled`.
 */
export default function useModalElement(selector: string, enabled: boolean, when?: () => boolean): Element | null {
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    if (!enabled) {
      setElement(null);
      return undefined;
    }
    const find = () => {
      const found = document.querySelector(selector ? `.DocSearch-Modal ${selector}` : '.DocSearch-Modal');
      setElement(found && (!when || when()) ? found : null);
    };
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [selector, enabled, when]);
  return element;
}
