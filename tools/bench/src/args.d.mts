// Types of tools/bench/src/args.mjs for tools/bench/__tests__/args.test.ts.
export type Mode = 'pages' | 'results' | 'trace' | 'composition' | 'corporate' | 'ab';
export const MODES: Record<Mode, { options: string[]; runs?: number; what: string }>;
export const DEFAULT_MODE: Mode;
export const OPTIONS: Record<string, { type: 'string' | 'boolean'; value?: string; what: string }>;
export class UsageError extends Error {}
export interface PortBase {
  base: number;
  source: string;
}
export interface BenchArgs {
  mode: Mode;
  help: boolean;
  portBase?: PortBase;
  runs?: number;
  pages?: string[];
  lighthouse?: boolean;
  path?: string;
  a?: number;
  b?: number;
  verbose?: boolean;
}
export function portBase(text: string, name: string): number;
export function defaultPortBase(env?: Record<string, string | undefined>): PortBase;
export function parseError(error: Error & { code?: string }): string;
export function parseBenchArgs(argv: string[], env?: Record<string, string | undefined>): BenchArgs;
export function usage(): string;
