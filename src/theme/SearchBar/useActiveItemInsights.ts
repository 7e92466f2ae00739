import {useEffect} from 'react';
import {sendInsights} from '@site/src/search/insights';

/**
 * SPEC 7 "Item Active": DocSearch's insights plugin sends Items Viewed (20 object IDs a batch, 400 ms
 * debounce) and Item Selected, but leaves the active-item hook empty. This sends a view event named
 * 'Item Active' when the reader moves the active result with the arrow keys or the pointer.
 */
export default function useActiveItemInsights(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let moved = false;
    let last: string | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') moved = true;
    };
    const onPointerMove = (event: PointerEvent) => {
      if ((event.target as HTMLElement).closest?.('.DocSearch-Hit')) moved = true;
    };
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const input = mutation.target as HTMLElement;
        const id = input.getAttribute('aria-activedescendant');
        if (!moved || !id || id === last) continue;
        moved = false;
        last = id;
        const link = document.getElementById(id)?.querySelector<HTMLElement>('[data-object-id]');
        const {objectId, queryId, indexName} = link?.dataset ?? {};
        if (!objectId || !indexName) continue;
        sendInsights('viewedObjectIDs', {eventName: 'Item Active', index: indexName, objectIDs: [objectId], ...(queryId ? {queryID: queryId} : {})});
      }
    });
    observer.observe(document.body, {subtree: true, attributes: true, attributeFilter: ['aria-activedescendant']});
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('pointermove', onPointerMove, true);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('pointermove', onPointerMove, true);
    };
  }, [enabled]);
}
