import {useEffect, useState} from 'react';

/**
 * The element of the open DocSearch modal that matches `selector` (and satisfies `when`, if given),
 * or null; followed as the modal re-renders. Watches the DOM only while `enabled`.
 */
export default function useModalElement(selector: string, enabled: boolean, when?: () => boolean): Element | null {
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    if (!enabled) {
      setElement(null);
      return undefined;
    }
    const find = () => {
      const found = document.querySelector(`.DocSearch-Modal ${selector}`);
      setElement(found && (!when || when()) ? found : null);
    };
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [selector, enabled, when]);
  return element;
}
