import {createContext, useContext} from 'react';
import type {SendHandle} from './send';

/**
 * The request in flight, shared by the explorer's Request (which starts it) and Response (whose
 * Cancel button stops it). One per explorer: src/theme/ApiItem/LoadedExplorer provides it.
 */
export interface SendControl {
  current: SendHandle | null;
}

export const SendControlContext = createContext<SendControl>({current: null});

export function useSendControl(): SendControl {
  return useContext(SendControlContext);
}
