import {SET_ACCEPT, type ExplorerAction} from '../../ApiItem/explorerContext';

/*
 * Replaces the theme's Accept slice (Redux Toolkit's createSlice): the response-type tabs of every
 * operation page import its action creator, and with this plain version they no longer pull Redux
 * Toolkit into the first load. Same state and action type, so the explorer's store, created on
 * demand, and the explorer's own Accept control work with it unchanged.
 */

export interface AcceptState {
  value?: string;
  options?: string[];
}

export function setAccept(payload: string): ExplorerAction {
  return {type: SET_ACCEPT, payload};
}

export default function acceptReducer(state: AcceptState = {}, action: ExplorerAction): AcceptState {
  return action.type === SET_ACCEPT ? {...state, value: action.payload as string} : state;
}
