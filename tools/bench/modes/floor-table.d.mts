// Types of tools/bench/modes/floor-table.mjs for tools/bench/__tests__/floor-table.test.ts.
import type { LighthouseSummary } from '../src/lighthouse.mjs';

export interface FloorRow {
  name: string;
  mainThreadMs: number;
  tbtMs: number;
  lcpMs: number;
  performance: number;
  mainThreadSpread: string;
  ratio: string;
  overFloor: string;
}
export function floorRows(
  yardstick: LighthouseSummary,
  floor: LighthouseSummary,
  pages: Array<{ path: string; summary: LighthouseSummary }>,
): FloorRow[];
export function printFloorRows(rows: FloorRow[], runs: number): void;
