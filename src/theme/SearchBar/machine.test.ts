import {describe, expect, it} from 'vitest';
import {IDLE, afterLoad, keeps, pending, screen, transition, typeInto, type Intent, type KeyEvent, type SearchEvent, type State} from './machine';
import {typedKey, type KeyPress} from './intent';

const run = (events: SearchEvent[], from: State = IDLE): State => events.reduce(transition, from);
const intent = (kind: Intent, focused = false, query?: string): SearchEvent => ({type: 'intent', intent: kind, focused, query});
const hover = intent('hover');
const press = intent('press');
const click = intent('click');
const type = intent('type', true, 'a');
const shortcut = intent('shortcut');
const ALL = [hover, press, click, type, shortcut];
const FINAL = [click, type, shortcut];
const loaded: SearchEvent = {type: 'loaded'};
const failed: SearchEvent = {type: 'failed'};
const released = (over: boolean): SearchEvent => ({type: 'pressEnd', over});
const replayed = (kind: Intent): SearchEvent => ({type: 'replayed', intent: kind});
const backend = (status: 'loading' | 'ready' | 'failed' | null): SearchEvent => ({type: 'backend', status});
/** A keydown as the machine reads it; `held` adds modifiers or a composition. */
const key = (name: string, held: Partial<KeyPress> = {}): KeyEvent => ({type: 'keydown', key: name, ctrlKey: false, metaKey: false, altKey: false, isComposing: false, ...held});
const typing = (text: string) => Array.from(text, (c) => key(c));
const delivered: SearchEvent = {type: 'delivered'};
/** The full bar mounted and done with the hover that loaded it. */
const ready = (events: SearchEvent[] = []) => run([hover, loaded, replayed('hover'), ...events]);
const OTHERS: SearchEvent[] = [failed, released(true), replayed('hover'), backend('loading'), {type: 'opened'}, {type: 'closed'}, {type: 'stalled'}, key('a'), key('Escape'), delivered];

describe('intents before the full bar has loaded', () => {
  it('records the first intent, whatever it is, and starts loading the bar', () => {
    for (const next of ALL) expect(run([next])).toMatchObject({status: 'loading', intent: (next as {intent: Intent}).intent});
  });

  it('lets a press replace a hover, but not a hover (the focus a press brings) replace a press', () => {
    expect(run([hover, press]).intent).toBe('press');
    expect(run([press, intent('hover', true)])).toMatchObject({intent: 'press', focused: false});
  });

  it('lets a new press replace one let go elsewhere', () => {
    expect(run([press, released(false), press])).toMatchObject({intent: 'press', held: true});
  });

  it('lets a click, a typed character or a shortcut replace a hover or a press', () => {
    for (const next of FINAL) {
      expect(run([hover, next]).intent).toBe((next as {intent: Intent}).intent);
      expect(run([press, next])).toMatchObject({intent: (next as {intent: Intent}).intent, held: false});
    }
  });

  it('keeps a click, a typed character or a shortcut once recorded, with its query', () => {
    for (const current of FINAL) {
      const first = run([{...current, query: 'first'} as SearchEvent]);
      for (const next of ALL) expect(transition(first, {...next, query: 'next'} as SearchEvent)).toBe(first);
    }
  });

  it('keeps the focus and the query of the intent it records: the typed character, or the selection', () => {
    expect(run([intent('hover', true)])).toMatchObject({focused: true, query: undefined});
    expect(run([intent('type', true, 'w')])).toMatchObject({focused: true, query: 'w'});
    expect(run([intent('shortcut', false, 'selected words')])).toMatchObject({focused: false, query: 'selected words'});
  });

  it('ignores every event but an intent while idle (and the code arriving, see afterLoad)', () => {
    for (const event of OTHERS) expect(transition(IDLE, event)).toBe(IDLE);
  });
});

describe('loading the full bar', () => {
  it('is ready once its code has loaded, with the intent still to carry out', () => {
    expect(run([click, loaded])).toMatchObject({status: 'ready', intent: 'click'});
  });

  it('forgets the intent when the code could not load, and tries again on the next intent', () => {
    const error = run([intent('type', true, 'w'), failed]);
    expect(error).toEqual({...IDLE, status: 'error'});
    expect(transition(error, hover)).toMatchObject({status: 'loading', intent: 'hover'});
  });

  it('takes failed only while loading, and loaded once', () => {
    const steady = ready();
    expect(transition(steady, loaded)).toBe(steady);
    expect(transition(steady, failed)).toBe(steady);
    const error = run([hover, failed]);
    expect(transition(error, failed)).toBe(error);
  });

  it('starts the full bar from what the light button recorded, then its arrival', () => {
    expect(afterLoad([hover, press, released(false)])).toMatchObject({status: 'ready', intent: 'press', held: false});
    expect(afterLoad([intent('type', true, 'w'), failed, hover])).toMatchObject({status: 'ready', intent: 'hover', query: undefined});
    // Remounted with its code already there: nothing to carry out.
    expect(afterLoad([])).toEqual({...IDLE, status: 'ready'});
  });

  it('ignores the modal and the backend until the bar is there', () => {
    const loading = run([hover]);
    for (const event of [backend('loading'), backend('failed'), {type: 'opened'}, {type: 'closed'}, {type: 'stalled'}, replayed('hover')] as SearchEvent[]) {
      expect(transition(loading, event)).toBe(loading);
    }
  });
});

describe('a press across the swap', () => {
  it('is held until released; released on the light button, its click follows', () => {
    expect(run([press])).toMatchObject({intent: 'press', held: true});
    const letGo = run([press, released(true)]);
    expect(letGo).toMatchObject({intent: 'press', held: false});
    expect(transition(letGo, click).intent).toBe('click');
  });

  it('released over the full bar\'s button opens the modal', () => {
    const swapped = run([press, loaded]);
    expect(pending(swapped)).toBeNull();
    const over = transition(swapped, released(true));
    expect(over).toMatchObject({intent: 'click', held: false});
    expect(pending(over)).toBe('open');
  });

  it('released elsewhere, or cancelled, opens nothing', () => {
    const away = run([press, loaded, released(false)]);
    expect(away).toMatchObject({intent: null, held: false});
    expect(pending(away)).toBeNull();
  });

  it('released before the swap asks the full bar for nothing more', () => {
    expect(pending(run([press, released(false), loaded]))).toBe('drop');
  });

  it('ends once: a second release, or one with no press held, is ignored', () => {
    const away = run([press, loaded, released(false)]);
    expect(transition(away, released(true))).toBe(away);
    const steady = ready();
    expect(transition(steady, released(true))).toBe(steady);
  });
});

describe('carrying out the intent once the full bar is there', () => {
  it('opens the modal for a click, a typed character or a shortcut; drops a hover', () => {
    for (const next of FINAL) expect(pending(run([next, loaded]))).toBe('open');
    expect(pending(run([hover, loaded]))).toBe('drop');
  });

  it('has nothing to do before the bar is there, or once done', () => {
    expect(pending(run([click]))).toBeNull();
    expect(pending(run([click, loaded, replayed('click')]))).toBeNull();
    expect(run([click, loaded, replayed('click')]).intent).toBeNull();
  });

  it('clears only the intent carried out: one that replaced it meanwhile is still to do', () => {
    const replaced = run([hover, loaded, shortcut, replayed('hover')]);
    expect(replaced.intent).toBe('shortcut');
    expect(pending(replaced)).toBe('open');
  });
});

describe('intents once the full bar is there', () => {
  it('leaves hovers to the bar (it loads the backend)', () => {
    const steady = ready();
    expect(transition(steady, intent('hover', true))).toBe(steady);
  });

  it('takes the selection of a press, click or shortcut as the query; the bar itself opens the modal', () => {
    for (const next of [press, click, shortcut]) {
      const after = transition(ready(), {...next, query: 'selected'} as SearchEvent);
      expect(after).toMatchObject({query: 'selected', intent: null, held: false});
      expect(pending(after)).toBeNull();
    }
  });

  it('opens the modal with a typed character, which DocSearch does not', () => {
    const typed = ready([intent('type', true, '4')]);
    expect(typed).toMatchObject({intent: 'type', query: '4'});
    expect(pending(typed)).toBe('open');
  });

  it('keeps the typed character when the click that opens the modal follows', () => {
    const typed = ready([intent('type', true, '4')]);
    expect(transition(typed, intent('click'))).toBe(typed);
    expect(transition(typed, intent('type', true, '5'))).toBe(typed);
  });

  it('carries out a shortcut seen before the bar took over (an intent is pending), not after', () => {
    expect(run([hover, loaded, shortcut])).toMatchObject({intent: 'shortcut'});
    expect(ready([shortcut]).intent).toBeNull();
  });
});

describe('the backend and the modal', () => {
  it('follows the backend once the bar is there: failed is error, no status yet is idle', () => {
    expect(ready([backend('loading')]).search).toBe('loading');
    expect(ready([backend('loading'), backend('ready')]).search).toBe('ready');
    expect(ready([backend('failed')]).search).toBe('error');
    expect(ready([backend('failed'), backend(null)]).search).toBe('idle');
    const steady = ready();
    expect(transition(steady, backend(null))).toBe(steady);
  });

  it('follows the modal opening and closing', () => {
    expect(ready([{type: 'opened'}]).open).toBe(true);
    expect(ready([{type: 'opened'}, {type: 'closed'}]).open).toBe(false);
    const open = ready([{type: 'opened'}]);
    expect(transition(open, {type: 'opened'})).toBe(open);
  });

  it('is stalled only while the open modal waits for the index, and no longer once anything changes', () => {
    const waiting = ready([{type: 'opened'}, backend('loading')]);
    const stalled = transition(waiting, {type: 'stalled'});
    expect(stalled.stalled).toBe(true);
    expect(transition(stalled, {type: 'stalled'})).toBe(stalled);
    expect(transition(stalled, backend('ready')).stalled).toBe(false);
    expect(transition(stalled, {type: 'closed'}).stalled).toBe(false);
    for (const notWaiting of [ready([backend('loading')]), ready([{type: 'opened'}]), ready([{type: 'opened'}, backend('failed')])]) {
      expect(transition(notWaiting, {type: 'stalled'})).toBe(notWaiting);
    }
  });

  it('shows loading, then stalled, while a query waits; the error screen after a failure; else DocSearch\'s own', () => {
    const open = ready([{type: 'opened'}]);
    expect(screen(ready())).toBeNull();
    expect(screen(ready([backend('failed')]))).toBeNull();
    expect(screen(open)).toBe('docsearch');
    expect(screen(run([backend('loading')], open))).toBe('loading');
    expect(screen(run([backend('loading'), {type: 'stalled'}], open))).toBe('stalled');
    expect(screen(run([backend('failed')], open))).toBe('error');
    expect(screen(run([backend('failed'), backend('ready')], open))).toBe('docsearch');
  });
});

describe('keys typed between asking for search and its input taking focus', () => {
  it('are kept, in order, from a click, a typed character or a shortcut, before the bar has loaded', () => {
    for (const next of FINAL) expect(run([next, ...typing('web hooks')]).keys).toEqual(Array.from('web hooks'));
  });

  it('are kept across the bar\'s arrival, and while it opens the modal', () => {
    const opening = run([...typing('we')], afterLoad([click, ...typing('web')]));
    expect(opening).toMatchObject({status: 'ready', intent: 'click', keys: Array.from('webwe')});
    expect(run([replayed('click'), {type: 'opened'}, ...typing('x')], opening).keys).toEqual(Array.from('webwex'));
  });

  it('are kept once the bar is there: from its click, shortcut or typed character, or a press released over its button', () => {
    for (const next of FINAL) expect(ready([next, ...typing('ab')]).keys).toEqual(['a', 'b']);
    expect(run([press, loaded, ...typing('a'), released(true), ...typing('b')]).keys).toEqual(['b']);
  });

  it('are not kept without such an intent: after a hover, during a held press, or a press released elsewhere', () => {
    expect(run(typing('ab'))).toBe(IDLE);
    expect(run([hover, ...typing('ab')]).keys).toBeNull();
    expect(run([press, ...typing('ab')]).keys).toBeNull();
    expect(run([press, loaded, released(false), ...typing('ab')]).keys).toBeNull();
    const steady = ready([intent('hover', true)]);
    expect(run(typing('ab'), steady)).toBe(steady);
  });

  it('keep Backspace in its place, so that corrections work (typeInto applies it)', () => {
    expect(run([shortcut, ...typing('webhookz'), key('Backspace'), key('s')]).keys).toEqual([...Array.from('webhookz'), 'Backspace', 's']);
  });

  it('ignore modifier keys, chords, composition and keys that do not type: those are the page\'s', () => {
    const keeping = run([click, key('a')]);
    const ignored = [
      key('Shift'),
      key('Control'),
      key('Alt'),
      key('Meta'),
      key('CapsLock'),
      key('v', {ctrlKey: true}),
      key('v', {metaKey: true}),
      key('k', {metaKey: true}),
      key('a', {altKey: true}),
      key('Process', {isComposing: true}),
      key('か', {isComposing: true}),
      key('Dead'),
      key('Enter'),
      key('Tab'),
      key('ArrowDown'),
      key('Delete'),
      key('F5'),
      key('Unidentified'),
    ];
    for (const event of ignored) expect(transition(keeping, event)).toBe(keeping);
  });

  it('keep a click, shortcut or typed character that comes while keeping, without starting again', () => {
    expect(run([click, key('a'), shortcut]).keys).toEqual(['a']);
    expect(ready([click, key('a'), click, intent('type', true, 'b')]).keys).toEqual(['a']);
  });

  it('are given up with Escape, with the modal that was still to open; the keys after it are the page\'s', () => {
    const before = run([click, ...typing('web'), key('Escape')]);
    expect(before).toMatchObject({status: 'loading', intent: null, keys: null});
    expect(transition(before, key('x'))).toBe(before);
    expect(pending(transition(before, loaded))).toBeNull();
    // The bar there, a shortcut seen before it took over and still to carry out.
    const pendingShortcut = run([hover, loaded, shortcut, key('a'), key('Escape')]);
    expect(pendingShortcut).toMatchObject({intent: null, keys: null});
    expect(pending(pendingShortcut)).toBeNull();
    // The modal already asked to open: only the keys go.
    expect(ready([click, key('a'), key('Escape')])).toMatchObject({intent: null, keys: null});
  });

  it('end once the input has focus and holds them: keys after it are not kept', () => {
    const done = ready([click, {type: 'opened'}, ...typing('we'), delivered]);
    expect(done.keys).toBeNull();
    expect(transition(done, key('b'))).toBe(done);
    expect(transition(done, delivered)).toBe(done);
  });

  it('are not kept while the modal is open; closing it drops any still kept', () => {
    const open = ready([{type: 'opened'}]);
    expect(transition(open, click)).toMatchObject({keys: null});
    expect(ready([click, key('a'), {type: 'opened'}, {type: 'closed'}]).keys).toBeNull();
  });

  it('are dropped when the bar could not load', () => {
    const error = run([click, key('a'), failed]);
    expect(error).toEqual({...IDLE, status: 'error'});
    expect(transition(error, key('b'))).toBe(error);
  });
});

describe('keeps', () => {
  it('says whether a key goes into the kept keys, so that the page does not act on it', () => {
    const keeping = run([click]);
    expect(keeps(keeping, key('a'))).toBe(true);
    expect(keeps(keeping, key(' '))).toBe(true);
    expect(keeps(keeping, key('Backspace'))).toBe(true);
    expect(keeps(keeping, key('Escape'))).toBe(false);
    expect(keeps(keeping, key('Enter'))).toBe(false);
    expect(keeps(keeping, key('c', {ctrlKey: true}))).toBe(false);
    expect(keeps(IDLE, key('a'))).toBe(false);
    expect(keeps(ready(), key('a'))).toBe(false);
  });
});

describe('the keys kept, before and after the full bar has loaded', () => {
  it('are the same: the first load\'s rule (typedKey) and the machine\'s agree on every kind of key', () => {
    const keeping = run([click]);
    const names = ['a', 'Z', '7', ' ', '/', '.', '-', 'é', 'か', '😀', 'Backspace', 'Escape', 'Enter', 'Tab', 'Shift', 'Control', 'Alt', 'Meta', 'ArrowUp', 'Delete', 'Dead', 'Process', 'Unidentified', 'F5', ''];
    const helds: Partial<KeyPress>[] = [{}, {ctrlKey: true}, {metaKey: true}, {altKey: true}, {isComposing: true}];
    for (const name of names) {
      for (const held of helds) expect(keeps(keeping, key(name, held)), `${JSON.stringify(name)} ${JSON.stringify(held)}`).toBe(typedKey(key(name, held)));
    }
  });
});

describe('typeInto', () => {
  it('types characters at the caret and leaves the caret after them', () => {
    expect(typeInto('', 0, 0, Array.from('webhooks'))).toEqual({value: 'webhooks', caret: 8});
    expect(typeInto('w', 1, 1, Array.from('ebhook'))).toEqual({value: 'webhook', caret: 7});
    expect(typeInto('wbhook', 1, 1, ['e'])).toEqual({value: 'webhook', caret: 2});
  });

  it('replaces a selected initial query, as typing over it would', () => {
    expect(typeInto('selected words', 0, 14, Array.from('rate'))).toEqual({value: 'rate', caret: 4});
  });

  it('applies Backspace: the selection, else the character before the caret, else nothing', () => {
    expect(typeInto('', 0, 0, [...Array.from('webhookz'), 'Backspace', 's'])).toEqual({value: 'webhooks', caret: 8});
    expect(typeInto('w', 1, 1, ['Backspace', 'x'])).toEqual({value: 'x', caret: 1});
    expect(typeInto('selected', 0, 8, ['Backspace'])).toEqual({value: '', caret: 0});
    expect(typeInto('', 0, 0, ['Backspace', 'Backspace', 'a'])).toEqual({value: 'a', caret: 1});
    expect(typeInto('ab😀', 4, 4, ['Backspace'])).toEqual({value: 'ab', caret: 2});
  });
});
