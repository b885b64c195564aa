// Types of tools/bench/src/lighthouse.mjs's pure half, for tools/bench/__tests__/floor-table.test.ts.
type Spread = { min: number; median: number; max: number };
export type LighthouseRun =
  { failed: string } | { scores: Record<string, number>; metrics: Record<string, number | null>; longTasks?: object[]; finalUrl?: string };
export interface LighthouseSummary {
  runs: number;
  failures: string[];
  scores: Record<string, Spread>;
  metrics: Record<string, Spread>;
  performanceRuns: number[];
}
export function summarise(url: string, all: LighthouseRun[]): LighthouseSummary;
