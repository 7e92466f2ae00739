import type {ExplorerAction} from '../../ApiItem/explorerContext';
import type {Failure, ReceivedResponse, SendState} from './outcome';

/*
 * Replaces the theme's Response slice. The theme kept a status code and a string that was either
 * the body or an error message, and cleared the code on failure, so its Response panel fell back to
 * "Click the Send API Request button" and a failed send showed nothing. This state says which of
 * idle, sending, answered or failed the request is in, with plain data for each.
 */

const STARTED = 'response/sendStarted';
const ANSWERED = 'response/answered';
const FAILED = 'response/failed';
const CLEARED = 'response/clearResponse';

export function sendStarted(payload: {method: string; url: string; startedAt: number; environment?: 'sample' | 'live'}): ExplorerAction {
  return {type: STARTED, payload};
}

export function answered(payload: ReceivedResponse): ExplorerAction {
  return {type: ANSWERED, payload};
}

export function failed(payload: Failure): ExplorerAction {
  return {type: FAILED, payload};
}

export function clearResponse(): ExplorerAction {
  return {type: CLEARED};
}

export const initialSendState: SendState = {phase: 'idle'};

export default function responseReducer(state: SendState = initialSendState, action: ExplorerAction): SendState {
  switch (action.type) {
    case STARTED:
      return {phase: 'sending', ...(action.payload as {method: string; url: string; startedAt: number; environment?: 'sample' | 'live'})};
    case ANSWERED:
      return state.phase === 'sending' ? {phase: 'response', method: state.method, url: state.url, response: action.payload as ReceivedResponse} : state;
    case FAILED:
      return state.phase === 'sending' ? {phase: 'failed', method: state.method, url: state.url, failure: action.payload as Failure} : state;
    case CLEARED:
      return state.phase === 'sending' ? state : initialSendState;
    default:
      return state;
  }
}
