import {SET_CONTENT_TYPE, type ExplorerAction} from '../../ApiItem/explorerContext';

/*
 * Replaces the theme's ContentType slice (Redux Toolkit's createSlice), for the same reason as
 * ../Accept/slice.ts: the request-body type tabs import it on every operation page.
 */

export interface ContentTypeState {
  value?: string;
  options?: string[];
}

export function setContentType(payload: string): ExplorerAction {
  return {type: SET_CONTENT_TYPE, payload};
}

export default function contentTypeReducer(state: ContentTypeState = {}, action: ExplorerAction): ContentTypeState {
  return action.type === SET_CONTENT_TYPE ? {...state, value: action.payload as string} : state;
}
