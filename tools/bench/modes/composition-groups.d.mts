// Types of tools/bench/modes/composition-groups.mjs for tools/bench/__tests__/composition.test.ts.
export const UNMAPPED: string;
export const BUNDLER_RUNTIME: string;
export const FEDERATION_GLUE: string;
export const DESIGN_CARD: string;
export const FORM_LIBRARY: string;
export const OUR_CODE: string;
export interface Mapping {
  generatedLine: number;
  generatedColumn: number;
  source: string | null;
}
export interface GroupRow {
  group: string;
  line: string;
  bytes: number;
  gzipBytes: number;
}
export function chunkStem(file: string): string;
export function groupOf(source: string | null, app: string): string;
export function classify(group: string): string;
export function attributeSpans(code: string, mappings: Mapping[]): Map<string | null, number>;
export function gzipShares(files: Array<{ gzipBytes: number; bytesByGroup: Map<string, number> }>): GroupRow[];
export function bytesByModuleSize(modules: Array<{ name: string; size: number }>, app: string, fileBytes: number): Map<string, number>;
export function bytesByGroup(bySource: Map<string | null, number>, app: string): Map<string, number>;
