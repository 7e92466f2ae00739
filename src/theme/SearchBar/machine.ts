import type {BackendStatus} from '@site/src/search/backend';

/**
 * The navbar search as a state machine, without React or the DOM. ./index.tsx turns DOM events into
 * its events (recording them until the machine has loaded, with the full bar), ./Full.tsx reduces
 * them and acts on the state. It has two regions with the same four states:
 * - `status`, the full search bar: `idle` while the first load's light button is all there is,
 *   `loading` once the reader showed intent and its code is on the way, `ready` once it is there,
 *   `error` when its code could not load (offline): the next intent tries again.
 * - `search`, the backend once the bar is ready: `idle` before any query, `loading` while a query
 *   waits for the index (or the Algolia client), `ready` once one was answered, `error` once one failed
 *   on every host or the index could not be fetched or read (SPEC 8).
 */
export type Status = 'idle' | 'loading' | 'ready' | 'error';

/** What the reader did to the search button (or the shortcut), weakest first. */
export type Intent = 'hover' | 'press' | 'click' | 'type' | 'shortcut';

export interface State {
  status: Status;
  /**
   * What the full bar still has to carry out: the strongest intent from before it mounted, a press
   * released over its button, or a character typed on it (DocSearch 4.7 does not open on one).
   */
  intent: Intent | null;
  /** The button had focus: the full bar's button takes it over. */
  focused: boolean;
  /** A press (pointer or space bar) is down and not yet released. */
  held: boolean;
  /** The query the modal opens with: the typed character, or the text selected when asked (SPEC 5). */
  query?: string;
  search: Status;
  /** The DocSearch modal is open. */
  open: boolean;
  /** A query has waited for the index past STALLED_AFTER_MS. */
  stalled: boolean;
}

export type SearchEvent =
  /** `query`: the typed character, or for a press, click or shortcut the selected text. */
  | {type: 'intent'; intent: Intent; focused: boolean; query?: string}
  | {type: 'loaded'}
  | {type: 'failed'}
  /** A held press ended: `over` says the release was over (pointer) or on (space bar) the button. */
  | {type: 'pressEnd'; over: boolean}
  /** The full bar carried out `intent` (see `pending`). */
  | {type: 'replayed'; intent: Intent}
  | {type: 'backend'; status: BackendStatus | null}
  | {type: 'opened'}
  | {type: 'closed'}
  | {type: 'stalled'};

/** After this long without the index, the loading message says so (a slow connection, not a hang). */
export const STALLED_AFTER_MS = 3000;

export const IDLE: State = {status: 'idle', intent: null, focused: false, held: false, search: 'idle', open: false, stalled: false};

/** Hover and press are provisional; a click, a typed character or a shortcut is final. */
const STRENGTH: Record<Intent, number> = {hover: 0, press: 1, click: 2, type: 2, shortcut: 2};

/** A later intent replaces one at most as strong, unless that one is final. */
const replaces = (current: Intent | null, next: Intent) => !current || (STRENGTH[current] < 2 && STRENGTH[next] >= STRENGTH[current]);

function onIntent(s: State, {intent, focused, query}: Extract<SearchEvent, {type: 'intent'}>): State {
  const recorded = {...s, intent, focused, held: intent === 'press', query};
  if (s.status !== 'ready') return replaces(s.intent, intent) ? {...recorded, status: 'loading'} : s;
  // The full bar answers hovers, presses, clicks and shortcuts itself. It still has to carry out a
  // typed character, and a shortcut seen while an intent from before it mounted is pending (its
  // listeners may not be attached yet). Anything else only sets the query, unless a final intent
  // has set it already.
  if (intent === 'type' || (intent === 'shortcut' && s.intent)) return replaces(s.intent, intent) ? recorded : s;
  return intent === 'hover' || (s.intent && STRENGTH[s.intent] === 2) ? s : {...s, query};
}

export function transition(s: State, e: SearchEvent): State {
  switch (e.type) {
    case 'intent':
      return onIntent(s, e);
    case 'loaded':
      return s.status === 'ready' ? s : {...s, status: 'ready'};
    case 'failed':
      return s.status === 'loading' ? {...IDLE, status: 'error'} : s;
    case 'pressEnd':
      if (s.intent !== 'press' || !s.held) return s;
      // Released on the light button, the press turns into its click. Once the full bar has replaced
      // the button, the browser sends that click to neither, so the bar opens the modal on a release
      // over its button, and on none elsewhere.
      return s.status === 'ready' ? {...s, held: false, intent: e.over ? 'click' : null} : {...s, held: false};
    case 'replayed':
      return s.status === 'ready' && s.intent === e.intent && !s.held ? {...s, intent: null} : s;
    case 'backend': {
      const search = e.status === 'failed' ? 'error' : (e.status ?? 'idle');
      return s.status !== 'ready' || search === s.search ? s : {...s, search, stalled: false};
    }
    case 'opened':
    case 'closed': {
      const open = e.type === 'opened';
      return s.status !== 'ready' || open === s.open ? s : {...s, open, stalled: false};
    }
    case 'stalled':
      return s.open && s.search === 'loading' && !s.stalled ? {...s, stalled: true} : s;
    default:
      return s;
  }
}

/**
 * The state the full bar starts from: the events the light button recorded before it had loaded
 * (./index.tsx), then its arrival. With nothing recorded (the bar remounted, its code already
 * there) it is simply ready.
 */
export const afterLoad = (recorded: readonly SearchEvent[]): State => transition(recorded.reduce(transition, IDLE), {type: 'loaded'});

/**
 * What the full bar does now about its pending intent: `open` the modal (a click, a typed character
 * or a shortcut), `drop` it (a hover, or a press let go: giving focus and loading were all it asked),
 * or nothing (no intent, a press still held, or the bar not there).
 */
export function pending(s: State): 'open' | 'drop' | null {
  if (s.status !== 'ready' || !s.intent || s.held) return null;
  return STRENGTH[s.intent] === 2 ? 'open' : 'drop';
}

/**
 * Which of this site's screens the open modal shows: `loading` (then `stalled`) while a query waits
 * for the index, `error` with a retry once the backend failed, else `docsearch` (its own screens,
 * completed with the empty start and the no-results suggestions); null while closed.
 */
export function screen(s: State): 'loading' | 'stalled' | 'error' | 'docsearch' | null {
  if (!s.open) return null;
  if (s.search === 'loading') return s.stalled ? 'stalled' : 'loading';
  return s.search === 'error' ? 'error' : 'docsearch';
}
