import {describe, expect, it} from 'vitest';
import {isSearchShortcut, replacesIntent, type SearchIntent} from './intent';

const hover: SearchIntent = {kind: 'hover', focused: false};
const press = (released = false): SearchIntent => ({kind: 'press', via: 'pointer', focused: false, released});
const click: SearchIntent = {kind: 'click', focused: false};
const type: SearchIntent = {kind: 'type', key: 'a', focused: true};
const shortcut: SearchIntent = {kind: 'shortcut', key: 'k', ctrlKey: true, metaKey: false, focused: false};

describe('replacesIntent', () => {
  it('records the first intent, whatever it is', () => {
    for (const next of [hover, press(), click, type, shortcut]) expect(replacesIntent(null, next)).toBe(true);
  });

  it('lets a press replace a hover, but not a hover (the focus a press brings) replace a press', () => {
    expect(replacesIntent(hover, press())).toBe(true);
    expect(replacesIntent(press(), hover)).toBe(false);
  });

  it('lets a new press replace one let go elsewhere', () => {
    expect(replacesIntent(press(true), press())).toBe(true);
  });

  it('lets a click, a typed character or a shortcut replace a hover or a press', () => {
    for (const next of [click, type, shortcut]) {
      expect(replacesIntent(hover, next)).toBe(true);
      expect(replacesIntent(press(), next)).toBe(true);
    }
  });

  it('keeps a click, a typed character or a shortcut once recorded', () => {
    for (const current of [click, type, shortcut]) {
      for (const next of [hover, press(), click, type, shortcut]) expect(replacesIntent(current, next)).toBe(false);
    }
  });
});

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
