// Types of tools/bench/src/judge-main-thread.mjs for tools/bench/__tests__/judge-main-thread.test.ts.
export interface Verdict {
  path: string;
  ratio: number;
  ceiling: number | undefined;
  over: boolean;
}
export function pageRatio(pairs: Array<{ pageMs: number; yardstickMs: number }>): number;
export function judge(ratios: Record<string, number>, ceilings: Record<string, number>): Verdict[];
export function formatVerdict(rows: Verdict[]): string[];
export function canaryBurdenMs(ceiling: number, yardstickMs: number[]): number;
