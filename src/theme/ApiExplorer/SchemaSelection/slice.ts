import {CLEAR_SCHEMA_SELECTIONS, SET_SCHEMA_SELECTION, type ExplorerAction} from '../../ApiItem/explorerContext';

/*
 * Replaces the theme's SchemaSelection slice, written with Redux Toolkit's createSlice. The schema
 * views on every operation page import its action creator; with this plain version they no longer
 * pull Redux Toolkit (and immer) into the page's first load. The explorer's store, created on
 * demand, uses the reducer below exactly as it used the original: same state, same action types.
 */

export interface SchemaSelectionState {
  /** Chosen oneOf/anyOf branch per schema path (`requestBody.items.0`). */
  selections: Record<string, number>;
}

export function setSchemaSelection(payload: {path: string; index: number}): ExplorerAction {
  return {type: SET_SCHEMA_SELECTION, payload};
}

export function clearSchemaSelections(): ExplorerAction {
  return {type: CLEAR_SCHEMA_SELECTIONS};
}

export default function schemaSelectionReducer(state: SchemaSelectionState = {selections: {}}, action: ExplorerAction): SchemaSelectionState {
  switch (action.type) {
    case SET_SCHEMA_SELECTION: {
      const {path, index} = action.payload as {path: string; index: number};
      return {selections: {...state.selections, [path]: index}};
    }
    case CLEAR_SCHEMA_SELECTIONS:
      return {selections: {}};
    default:
      return state;
  }
}
