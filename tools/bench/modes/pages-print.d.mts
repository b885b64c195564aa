// Types of tools/bench/modes/pages-print.mjs for tools/bench/__tests__/yardstick-ratio.test.ts.
export function ratio(value: number | null | undefined, floor: number | null | undefined, digits?: number): string;
export function printBesideYardstick(pages: object[], yardstick: object): void;
