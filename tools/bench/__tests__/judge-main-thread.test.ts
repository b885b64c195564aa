import { canaryBurdenMs, formatVerdict, judge, pageRatio } from '../src/judge-main-thread.mjs';

// check:main-thread judges each page's main-thread time beside the yardstick's, never as a time.
describe("a page's main-thread ratio against its ceiling", () => {
  it.each([
    { why: 'under its ceiling', ratio: 7.4, ceiling: 9, over: false },
    { why: 'exactly at its ceiling', ratio: 9, ceiling: 9, over: false },
    { why: 'past its ceiling', ratio: 9.01, ceiling: 9, over: true },
  ])('$why: over = $over', ({ ratio, ceiling, over }) => {
    expect(judge({ '/': ratio }, { '/': ceiling })).toEqual([{ path: '/', ratio, ceiling, over }]);
  });

  it('fails a page that has no ceiling', () => {
    expect(judge({ '/new': 3 }, {})[0].over).toBe(true);
  });

  it('takes the median of the pairs, so one noisy pair does not decide', () => {
    const pairs = [
      { pageMs: 2400, yardstickMs: 300 },
      { pageMs: 2250, yardstickMs: 250 },
      { pageMs: 9000, yardstickMs: 300 },
    ];
    expect(pageRatio(pairs)).toBe(9);
  });

  it('fails a page made heavier: the same yardstick, twice the work', () => {
    const measured = [{ pageMs: 2422, yardstickMs: 307 }];
    const heavier = measured.map((p) => ({ ...p, pageMs: p.pageMs * 2 }));
    const ceilings = { '/': 9.5 };
    expect(judge({ '/': pageRatio(measured) }, ceilings)[0].over).toBe(false);
    expect(judge({ '/': pageRatio(heavier) }, ceilings)[0].over).toBe(true);
    expect(formatVerdict(judge({ '/': pageRatio(heavier) }, ceilings))[0]).toMatch(/^ {2}OVER \//);
  });

  it('refuses a load with no main-thread time', () => {
    expect(() => pageRatio([{ pageMs: 0, yardstickMs: 300 }])).toThrow(/no main-thread time/);
    expect(() => pageRatio([])).toThrow(/no loads/);
  });

  it('sizes the canary so that its burden alone passes the ceiling beside the slowest yardstick', () => {
    const yardsticks = [700, 1200, 900];
    const burden = canaryBurdenMs(4.5, yardsticks);
    expect(burden).toBe(8100);
    for (const yardstickMs of yardsticks)
      expect(judge({ '/b': pageRatio([{ pageMs: burden, yardstickMs }]) }, { '/b': 4.5 })[0].over).toBe(true);
    expect(() => canaryBurdenMs(4.5, [])).toThrow(/no yardstick loads/);
  });
});
