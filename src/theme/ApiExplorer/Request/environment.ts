import {useCallback, useEffect, useState} from 'react';
import {safeSessionStorage} from '../../../lib/storage';

/*
 * Where the explorer sends: "sample" answers in the browser from the sample-data emulator
 * (src/sampleApi, loaded on the first sample send), "live" goes to the API the explorer's Base URL
 * names with the reader's credentials. Signed out, sample is the default; signed in, live is. A
 * choice the reader makes holds for the rest of the tab's session, whatever happens to the sign-in.
 */

export type Environment = 'sample' | 'live';

/** How the sample environment answers: as the API would, or one of the refusals the live API sends. */
export type Simulation = '' | 'unauthorized' | 'forbidden' | 'rate_limited';

export const ENVIRONMENT_KEY = 'salesloft-docs:explorer-environment';
export const LIVE_WRITES_KEY = 'salesloft-docs:live-writes-confirmed';

export function defaultEnvironment(signedIn: boolean): Environment {
  return signedIn ? 'live' : 'sample';
}

/** The reader's stored choice when it is one, else the default for the sign-in state. */
export function resolveEnvironment(stored: string | null, signedIn: boolean): Environment {
  return stored === 'sample' || stored === 'live' ? stored : defaultEnvironment(signedIn);
}

/** The environment in use: the reader's choice this session, else the default for the sign-in state. */
export function useEnvironment(signedIn: boolean): [Environment, (next: Environment) => void] {
  const read = () => resolveEnvironment(safeSessionStorage().get(ENVIRONMENT_KEY), signedIn);
  const [environment, setState] = useState<Environment>(read);
  // Signing in or out moves the default; an explicit choice stays.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setState(read()), [signedIn]);
  const choose = useCallback((next: Environment) => {
    safeSessionStorage().set(ENVIRONMENT_KEY, next);
    setState(next);
  }, []);
  return [environment, choose];
}

/** Methods that change data on the server. */
export function isWrite(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

/** Whether the reader already agreed, this session, that the explorer may change live data. */
export function liveWritesConfirmed(): boolean {
  return safeSessionStorage().get(LIVE_WRITES_KEY) === 'yes';
}

export function confirmLiveWrites(): void {
  safeSessionStorage().set(LIVE_WRITES_KEY, 'yes');
}

/** "api.salesloft.com" from the explorer's Base URL, for the Live label. */
export function liveHost(serverUrl: string | undefined): string {
  if (!serverUrl) return 'api.salesloft.com';
  try {
    return new URL(serverUrl).host;
  } catch {
    return serverUrl;
  }
}
