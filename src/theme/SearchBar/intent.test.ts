import {afterEach, describe, expect, it, vi} from 'vitest';
import {isSearchShortcut, onPressEnd, typedKey, type KeyPress} from './intent';

describe('isSearchShortcut', () => {
  const key = (init: KeyboardEventInit, target: Partial<HTMLElement> | null = null) =>
    ({...init, composedPath: () => (target ? [target] : []), target} as unknown as KeyboardEvent);

  it('takes Ctrl+K and Cmd+K anywhere', () => {
    expect(isSearchShortcut(key({key: 'k', ctrlKey: true}, {tagName: 'INPUT'}))).toBe(true);
    expect(isSearchShortcut(key({key: 'K', metaKey: true}))).toBe(true);
    expect(isSearchShortcut(key({key: 'k'}))).toBe(false);
  });

  it('takes / outside text fields only', () => {
    expect(isSearchShortcut(key({key: '/'}, {tagName: 'BUTTON', isContentEditable: false}))).toBe(true);
    expect(isSearchShortcut(key({key: '/'}, {tagName: 'TEXTAREA', isContentEditable: false}))).toBe(false);
    expect(isSearchShortcut(key({key: '/'}, {tagName: 'DIV', isContentEditable: true}))).toBe(false);
  });
});

describe('onPressEnd', () => {
  afterEach(() => vi.unstubAllGlobals());
  const fire = (target: EventTarget, type: string, key?: string) => target.dispatchEvent(Object.assign(new Event(type), key === undefined ? {} : {key}));

  it('ends a pointer press on the pointer coming up, once', () => {
    const win = new EventTarget();
    vi.stubGlobal('window', win);
    const ends: string[] = [];
    onPressEnd('pointer', (event) => ends.push(event.type));
    fire(win, 'keyup', ' ');
    fire(win, 'pointerup');
    fire(win, 'pointerup');
    fire(win, 'pointercancel');
    expect(ends).toEqual(['pointerup']);
  });

  it('ends a pointer press on a cancelled pointer (a touch that became a scroll)', () => {
    const win = new EventTarget();
    vi.stubGlobal('window', win);
    const ends: string[] = [];
    onPressEnd('pointer', (event) => ends.push(event.type));
    fire(win, 'pointercancel');
    expect(ends).toEqual(['pointercancel']);
  });

  it('ends a space-bar press on the space bar coming up, not on other keys or the pointer', () => {
    const win = new EventTarget();
    vi.stubGlobal('window', win);
    const ends: string[] = [];
    onPressEnd('space', (event) => ends.push(`${event.type} ${(event as KeyboardEvent).key}`));
    fire(win, 'keyup', 'Shift');
    fire(win, 'pointerup');
    fire(win, 'keyup', ' ');
    fire(win, 'keyup', ' ');
    expect(ends).toEqual(['keyup  ']);
  });

  it('stops listening when asked first', () => {
    const win = new EventTarget();
    vi.stubGlobal('window', win);
    const ends: string[] = [];
    const stop = onPressEnd('pointer', (event) => ends.push(event.type));
    stop();
    fire(win, 'pointerup');
    expect(ends).toEqual([]);
  });
});

describe('typedKey', () => {
  const press = (key: string, held: Partial<KeyPress> = {}): KeyPress => ({key, ctrlKey: false, metaKey: false, altKey: false, isComposing: false, ...held});

  it('takes one character (letter, digit, space, sign, any script) and Backspace', () => {
    for (const key of ['a', 'W', '4', ' ', '/', '-', 'é', 'ß', 'か', '😀', 'Backspace']) expect(typedKey(press(key)), key).toBe(true);
  });

  it('leaves chords, composition and keys that do not type to the page', () => {
    for (const key of ['Shift', 'Control', 'Enter', 'Tab', 'Escape', 'ArrowLeft', 'Delete', 'Dead', 'Process', 'Unidentified', 'F1', '']) expect(typedKey(press(key)), key).toBe(false);
    expect(typedKey(press('v', {ctrlKey: true}))).toBe(false);
    expect(typedKey(press('v', {metaKey: true}))).toBe(false);
    expect(typedKey(press('2', {altKey: true}))).toBe(false);
    expect(typedKey(press('a', {isComposing: true}))).toBe(false);
  });
});
