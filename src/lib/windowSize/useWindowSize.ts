/**
 * Replaces `@docusaurus/theme-common/lib/hooks/useWindowSize.js` in the browser bundle
 * (plugins/client-weight), with the same contract: `'ssr'` during server rendering and hydration,
 * then `'desktop'` or `'mobile'` on each side of the 996 px breakpoint (Infima's).
 *
 * The one change (issue 7, Lighthouse TBT): the switch away from `'ssr'` right after hydration is a
 * transition. Each caller (docs sidebar, table of contents, API page layout) then swaps its
 * server-rendered desktop markup for the phone variant in time slices the browser can interrupt,
 * instead of in one long task. Later resizes are ordinary urgent updates, as stock.
 */
import {startTransition, useEffect, useState} from 'react';

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

const DESKTOP_BREAKPOINT = 996;

export function windowSizeOf(innerWidth: number, desktopBreakpoint = DESKTOP_BREAKPOINT): Exclude<WindowSize, 'ssr'> {
  return innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  // A constant first value, so hydration matches the server's markup.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setWindowSize(windowSizeOf(window.innerWidth, desktopBreakpoint));
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
