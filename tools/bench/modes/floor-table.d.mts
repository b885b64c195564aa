// Types of tools/bench/modes/floor-table.mjs for tools/bench/__tests__/floor-table.test.ts.
export const MAIN_THREAD: 'mainthread-work-breakdown';
export interface LighthouseRun {
  failed?: string;
  scores?: { performance: number };
  metrics?: Record<string, number>;
}
export interface TargetFigures {
  mainThreadMs: number;
  tbtMs: number;
  lcpMs: number;
  performance: number;
  mainThreadRuns: number[];
}
export interface FloorRow extends TargetFigures {
  name: string;
  ratio: string;
  overFloor: string;
}
export function summariseRuns(runs: LighthouseRun[]): TargetFigures | null;
export function floorRows(
  yardstick: TargetFigures,
  floor: TargetFigures,
  pages: Array<{ path: string; figures: TargetFigures }>,
): FloorRow[];
export function printFloorRows(rows: FloorRow[], runs: number): void;
