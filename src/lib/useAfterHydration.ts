import {startTransition, useEffect, useState} from 'react';

/** Set once the first component using the hook has committed in the browser: hydration is over. */
let hydrated = false;

/**
 * False on the server and while the page hydrates, then true; true from the start for components
 * that mount after hydration (client navigation, a drawer opened later), so they never show the
 * server's reduced form.
 *
 * Unlike `useIsBrowser`, whose switch re-renders every user at once in one urgent update right
 * after hydration, the switch here is a transition (issue 7, Lighthouse TBT): what it adds renders
 * in slices the browser can interrupt.
 */
export default function useAfterHydration(): boolean {
  const [done, setDone] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    if (!done) startTransition(() => setDone(true));
  }, [done]);
  return done;
}
