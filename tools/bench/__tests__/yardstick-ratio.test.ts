import { ratio } from '../modes/pages-print.mjs';

// bench pages prints each page beside the yardstick: the figure, then page / yardstick.
describe("a page's figure beside the yardstick's", () => {
  it.each([
    { why: 'a ratio with two decimals', value: 217.2, floor: 67.3, digits: 1, shown: '217.2 (x3.23)' },
    { why: "a score below the yardstick's", value: 78, floor: 100, digits: 0, shown: '78 (x0.78)' },
    { why: 'a timing rounded to the ms', value: 969.4, floor: 22, digits: 0, shown: '969 (x44.06)' },
    { why: 'no ratio to a floor of 0: the difference', value: 133, floor: 0, digits: 0, shown: '133 (+133)' },
    { why: 'nothing over nothing is x1', value: 0, floor: 0, digits: 0, shown: '0 (x1)' },
    { why: 'no Lighthouse figure on one side (--no-lighthouse)', value: undefined, floor: 22, digits: 0, shown: '-' },
    { why: 'no Lighthouse figure for the yardstick', value: 969, floor: undefined, digits: 0, shown: '-' },
  ])('$why: $shown', ({ value, floor, digits, shown }) => {
    expect(ratio(value, floor, digits)).toBe(shown);
  });
});
