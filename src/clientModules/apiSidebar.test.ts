import {afterEach, describe, expect, it, vi} from 'vitest';
import {revealCurrentItem} from './apiSidebar';

/** A sidebar as far as revealCurrentItem reads it: a scrolling list 600 px high and its current link. */
function sidebar(linkTop: number) {
  const scroller = {
    parentElement: null,
    scrollTop: 0,
    scrollHeight: 4000,
    clientHeight: 600,
    overflowY: 'auto',
    getBoundingClientRect: () => ({top: 100, bottom: 700}),
  };
  const item = {parentElement: scroller, overflowY: 'visible', scrollHeight: 36, clientHeight: 36};
  const link = {parentElement: item, getBoundingClientRect: () => ({top: linkTop - scroller.scrollTop, bottom: linkTop + 36 - scroller.scrollTop})};
  const root = {querySelectorAll: () => [{parentElement: item, getBoundingClientRect: () => ({top: 120, bottom: 156})}, link]};
  vi.stubGlobal('getComputedStyle', (node: {overflowY: string}) => ({overflowY: node.overflowY}));
  return {root: root as unknown as ParentNode, scroller};
}

afterEach(() => vi.unstubAllGlobals());

describe('revealCurrentItem', () => {
  it('scrolls the sidebar so that the last link marked current sits a third of the way down', () => {
    const {root, scroller} = sidebar(2500);
    revealCurrentItem(root);
    expect(scroller.scrollTop).toBe(2500 - 100 - 200);
  });

  it('leaves a sidebar alone when the link is already in view', () => {
    const {root, scroller} = sidebar(300);
    revealCurrentItem(root);
    expect(scroller.scrollTop).toBe(0);
  });

  it('does nothing without a current link', () => {
    expect(() => revealCurrentItem({querySelectorAll: () => []} as unknown as ParentNode)).not.toThrow();
  });
});
