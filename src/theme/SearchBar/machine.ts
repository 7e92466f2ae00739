import type {BackendStatus} from '@site/src/search/backend';
import type {KeyPress} from './intent';

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
 * Beside them, `keys`: what the reader types between asking for search and the modal's input taking
 * focus, kept in order so that nothing typed at once is lost, whatever the bar, the modal or the
 * network take to arrive.
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
  /**
   * The keys typed since search was asked for (a click, a typed character or a shortcut), in order:
   * characters and 'Backspace' (see `kept`), for the modal's input once it has focus
   * (`typeInto`); null while none are being kept.
   */
  keys: readonly string[] | null;
}

/**
 * A key pressed anywhere while search may be keeping keys: the DOM's keydown event itself (./index.tsx
 * passes it on as it is, which costs the first load nothing), or its fields.
 */
export type KeyEvent = KeyPress & {type: 'keydown'};

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
  | {type: 'stalled'}
  | KeyEvent
  /** The modal's input has focus and holds the kept keys: from now on the reader types into it. */
  | {type: 'delivered'};

/** After this long without the index, the loading message says so (a slow connection, not a hang). */
export const STALLED_AFTER_MS = 3000;

export const IDLE: State = {status: 'idle', intent: null, focused: false, held: false, search: 'idle', open: false, stalled: false, keys: null};

/** Hover and press are provisional; a click, a typed character or a shortcut is final. */
const STRENGTH: Record<Intent, number> = {hover: 0, press: 1, click: 2, type: 2, shortcut: 2};

/** A later intent replaces one at most as strong, unless that one is final. */
const replaces = (current: Intent | null, next: Intent) => !current || (STRENGTH[current] < 2 && STRENGTH[next] >= STRENGTH[current]);

const isFinal = (intent: Intent | null) => !!intent && STRENGTH[intent] === 2;

/**
 * The keys kept: one character or Backspace, with no Ctrl, Alt or Meta held and outside an IME
 * composition. The rule of ./intent.ts `typedKey`, which the first load applies before this module
 * is there; written again here because a module shared by the first load and this chunk would cost
 * the first load more than the rule. machine.test.ts checks that the two agree.
 */
const kept = (k: KeyPress) => !(k.ctrlKey || k.metaKey || k.altKey || k.isComposing) && /^(.|Backspace)$/u.test(k.key);

/**
 * Once search is asked for for good (a final intent, or a press released over the full bar's
 * button), the keys typed next are kept until the modal's input has them. Not while the modal is
 * already open: its input has the focus.
 */
const keepKeys = (s: State): State => (s.keys || s.open ? s : {...s, keys: []});

function onIntent(s: State, event: Extract<SearchEvent, {type: 'intent'}>): State {
  const next = recordIntent(s, event);
  return isFinal(event.intent) ? keepKeys(next) : next;
}

function recordIntent(s: State, {intent, focused, query}: Extract<SearchEvent, {type: 'intent'}>): State {
  const recorded = {...s, intent, focused, held: intent === 'press', query};
  if (s.status !== 'ready') return replaces(s.intent, intent) ? {...recorded, status: 'loading'} : s;
  // The full bar answers hovers, presses, clicks and shortcuts itself. It still has to carry out a
  // typed character, and a shortcut seen while an intent from before it mounted is pending (its
  // listeners may not be attached yet). Anything else only sets the query, unless a final intent
  // has set it already.
  if (intent === 'type' || (intent === 'shortcut' && s.intent)) return replaces(s.intent, intent) ? recorded : s;
  return intent === 'hover' || isFinal(s.intent) ? s : {...s, query};
}

/**
 * A key while keys are kept: a character or Backspace is added, Escape gives up the search (the
 * keys, and opening the modal if that is still to come), anything else (a modifier, a chord, Enter,
 * a composition) is not the machine's and is left to the page.
 */
function onKey(s: State, press: KeyPress): State {
  if (!s.keys) return s;
  if (press.key === 'Escape') return {...s, keys: null, intent: isFinal(s.intent) ? null : s.intent};
  return kept(press) ? {...s, keys: [...s.keys, press.key]} : s;
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
      if (s.status !== 'ready') return {...s, held: false};
      return e.over ? keepKeys({...s, held: false, intent: 'click'}) : {...s, held: false, intent: null};
    case 'replayed':
      return s.status === 'ready' && s.intent === e.intent && !s.held ? {...s, intent: null} : s;
    case 'backend': {
      const search = e.status === 'failed' ? 'error' : (e.status ?? 'idle');
      return s.status !== 'ready' || search === s.search ? s : {...s, search, stalled: false};
    }
    case 'opened':
    case 'closed': {
      const open = e.type === 'opened';
      // Closed, the modal takes any keys still kept with it.
      return s.status !== 'ready' || open === s.open ? s : {...s, open, stalled: false, keys: open ? s.keys : null};
    }
    case 'stalled':
      return s.open && s.search === 'loading' && !s.stalled ? {...s, stalled: true} : s;
    case 'keydown':
      return onKey(s, e);
    case 'delivered':
      return s.keys ? {...s, keys: null} : s;
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
  return isFinal(s.intent) ? 'open' : 'drop';
}

/** Whether the machine keeps this key for the query: the page must then not act on it. */
export function keeps(s: State, key: KeyEvent): boolean {
  const next = transition(s, key);
  return next.keys !== s.keys && !!next.keys;
}

/**
 * A text field's value after `keys` (see State.keys) are typed into it with the selection from
 * `start` to `end`, as the browser would have done had the field had focus: a character replaces the
 * selection or goes in at the caret, Backspace deletes the selection or the character before the
 * caret. Returns the value and the caret, after the last key.
 */
export function typeInto(value: string, start: number, end: number, keys: readonly string[]): {value: string; caret: number} {
  for (const key of keys) {
    if (key !== 'Backspace') {
      value = value.slice(0, start) + key + value.slice(end);
      start += key.length;
    } else if (start !== end) {
      value = value.slice(0, start) + value.slice(end);
    } else if (start > 0) {
      // One character, not one UTF-16 unit: an astral character is two.
      const before = Array.from(value.slice(0, start)).slice(0, -1).join('');
      value = before + value.slice(start);
      start = before.length;
    }
    end = start;
  }
  return {value, caret: start};
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
