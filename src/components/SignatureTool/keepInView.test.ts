import {describe, expect, it, vi} from 'vitest';
import {anchorBelow, fragmentTarget, HOLD_FOR_MS, holdInView, holdWhileGrowing} from './keepInView';

/** A page as a list of ids in document order, each with a screen top that a test can move. */
function page(ids: string[], tops: Record<string, number>) {
  const elements = new Map<string, Element>();
  const doc = {getElementById: (id: string) => elements.get(id) ?? null} as unknown as Document;
  for (const [index, id] of ids.entries()) {
    const element = {
      id,
      isConnected: true,
      ownerDocument: doc,
      getBoundingClientRect: () => ({top: tops[id] ?? 0}),
      contains: (other: Element) => other === element,
      compareDocumentPosition: (other: Element) => {
        const at = ids.indexOf((other as unknown as {id: string}).id);
        return at > index ? 4 : at < index ? 2 : 0;
      },
    } as unknown as Element;
    elements.set(id, element);
  }
  return {doc, el: (id: string) => elements.get(id)!};
}

describe('fragmentTarget', () => {
  it('finds the element a fragment names, decoded or as written', () => {
    const {doc, el} = page(['using-express', 'café', '%E9'], {});
    expect(fragmentTarget('#using-express', doc)).toBe(el('using-express'));
    expect(fragmentTarget('#caf%C3%A9', doc)).toBe(el('café'));
    expect(fragmentTarget('#%E9', doc)).toBe(el('%E9'));
  });

  it('gives null for no fragment, an empty one or an unknown id', () => {
    const {doc} = page(['a'], {});
    expect(fragmentTarget('', doc)).toBeNull();
    expect(fragmentTarget('#', doc)).toBeNull();
    expect(fragmentTarget('#nope', doc)).toBeNull();
  });
});

describe('anchorBelow', () => {
  it('holds a target after the place with its screen position', () => {
    const {el} = page(['intro', 'place', 'using-express'], {'using-express': 70});
    expect(anchorBelow(el('place'), '#using-express')).toEqual({element: el('using-express'), top: 70});
  });

  it('holds nothing for a target above the place, the place itself, or no target', () => {
    const {el} = page(['intro', 'place', 'using-express'], {});
    expect(anchorBelow(el('place'), '#intro')).toBeNull();
    expect(anchorBelow(el('place'), '#place')).toBeNull();
    expect(anchorBelow(el('place'), '#missing')).toBeNull();
    expect(anchorBelow(el('place'), '')).toBeNull();
  });
});

describe('holdInView', () => {
  it('scrolls by how far the held element moved', () => {
    const tops: Record<string, number> = {'using-express': 70};
    const {el} = page(['place', 'using-express'], tops);
    const held = anchorBelow(el('place'), '#using-express')!;
    tops['using-express'] = 70 + 1278;
    const scrollBy = vi.fn();
    expect(holdInView(held, {scrollBy})).toBe(1278);
    expect(scrollBy).toHaveBeenCalledWith(0, 1278);
  });

  it('does nothing when the element stayed put (the browser anchored the scroll) or left the page', () => {
    const tops: Record<string, number> = {'using-express': 70};
    const {el} = page(['place', 'using-express'], tops);
    const held = anchorBelow(el('place'), '#using-express')!;
    const scrollBy = vi.fn();
    tops['using-express'] = 70.4;
    expect(holdInView(held, {scrollBy})).toBe(0);
    tops['using-express'] = 900;
    (el('using-express') as {isConnected: boolean}).isConnected = false;
    expect(holdInView(held, {scrollBy})).toBe(0);
    expect(scrollBy).not.toHaveBeenCalled();
  });
});

describe('holdWhileGrowing', () => {
  /** A window with a ResizeObserver the test triggers, timers it runs, and listeners it fires. */
  function fakeWindow() {
    let resized = () => {};
    const listeners = new Map<string, () => void>();
    const timers: (() => void)[] = [];
    const win = {
      scrollBy: vi.fn(),
      ResizeObserver: class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {
          resized = () => {};
        }
      },
      setTimeout: (run: () => void, ms: number) => {
        expect(ms).toBe(HOLD_FOR_MS);
        timers.push(run);
        return timers.length;
      },
      clearTimeout: () => {},
      addEventListener: (type: string, run: () => void) => listeners.set(type, run),
      removeEventListener: (type: string) => listeners.delete(type),
    };
    return {win: win as unknown as Window & typeof globalThis, resize: () => resized(), fire: (type: string) => listeners.get(type)?.(), expire: () => timers.forEach((run) => run()), listeners};
  }

  it('puts the element back each time the place grows, until the reader scrolls', () => {
    const tops: Record<string, number> = {'using-express': 70};
    const {el} = page(['place', 'using-express'], tops);
    const held = anchorBelow(el('place'), '#using-express')!;
    const {win, resize, fire, listeners} = fakeWindow();
    holdWhileGrowing(el('place'), held, win);
    tops['using-express'] = 806;
    resize();
    tops['using-express'] = 70 + 541;
    resize();
    expect(win.scrollBy).toHaveBeenNthCalledWith(1, 0, 736);
    expect(win.scrollBy).toHaveBeenNthCalledWith(2, 0, 541);
    fire('wheel');
    expect(listeners.size).toBe(0);
    tops['using-express'] = 400;
    resize();
    expect(win.scrollBy).toHaveBeenCalledTimes(2);
  });

  it('lets go after HOLD_FOR_MS, and its stop function lets go at once', () => {
    const tops: Record<string, number> = {'using-express': 70};
    const {el} = page(['place', 'using-express'], tops);
    const first = fakeWindow();
    holdWhileGrowing(el('place'), anchorBelow(el('place'), '#using-express')!, first.win);
    first.expire();
    tops['using-express'] = 300;
    first.resize();
    expect(first.win.scrollBy).not.toHaveBeenCalled();

    const second = fakeWindow();
    const stop = holdWhileGrowing(el('place'), anchorBelow(el('place'), '#using-express')!, second.win);
    stop();
    tops['using-express'] = 900;
    second.resize();
    expect(second.win.scrollBy).not.toHaveBeenCalled();
    expect(second.listeners.size).toBe(0);
  });
});
