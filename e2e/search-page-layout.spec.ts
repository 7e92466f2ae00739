import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, FIRST_RESULTS_TIMEOUT} from './fixtures';

/**
 * Issue 16: /search/ reserves its layout while the index loads and the results arrive, so the
 * page does not move: cumulative layout shift under 0.05 on a desktop and on a phone. The shifts
 * are those the browser reports (Layout Instability API), summed from navigation until the first
 * results are on screen, leaving out the ones that follow input as CLS does.
 */
const CLS_BUDGET = 0.05;

interface Shift {
  value: number;
  sources: string[];
}
interface ShiftLog {
  total: number;
  shifts: Shift[];
  flush(): void;
}

/** Sums 'layout-shift' entries from the start of every document of the page (buffered). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type LayoutShift = PerformanceEntry & {value: number; hadRecentInput: boolean; sources?: {node?: Node | null}[]};
    const describe = (node: Node | null | undefined) => {
      if (!node) return '(gone)';
      if (!(node instanceof Element)) return node.nodeName;
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.classList.length ? `.${Array.from(node.classList).join('.')}` : ''}`;
    };
    const log: ShiftLog = {total: 0, shifts: [], flush: () => undefined};
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        log.total += entry.value;
        log.shifts.push({value: entry.value, sources: (entry.sources ?? []).map((s) => describe(s.node))});
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({type: 'layout-shift', buffered: true});
    log.flush = () => add(observer.takeRecords());
    (window as unknown as {__layoutShifts: ShiftLog}).__layoutShifts = log;
  });
}

/** The layout shift so far, with the entries still queued in the observer. */
function layoutShifts(page: Page): Promise<{total: number; shifts: Shift[]}> {
  return page.evaluate(async () => {
    // Two frames: a shift of the last paint is reported after it.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const log = (window as unknown as {__layoutShifts: ShiftLog}).__layoutShifts;
    log.flush();
    return {total: log.total, shifts: log.shifts};
  });
}

for (const [device, use] of [
  ['desktop (1280 px)', {viewport: {width: 1280, height: 800}}],
  ['phone (390 px)', {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true}],
] as const) {
  test.describe(`search page on a ${device}`, () => {
    test.use(use);

    test(`/search/?q=webhook shifts its layout by less than ${CLS_BUDGET} until the results are shown`, async ({page}) => {
      await watchLayoutShifts(page);
      await gotoHydrated(page, '/search/?q=webhook');
      await expect(page.locator('article h2 a').first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
      await expect(page.getByText(/documents found/)).toBeVisible();
      const {total, shifts} = await layoutShifts(page);
      const list = shifts.map((s) => `${s.value.toFixed(4)} ${s.sources.join(', ')}`).join('\n');
      expect(total, `layout shifts:\n${list}`).toBeLessThan(CLS_BUDGET);
    });
  });
}
