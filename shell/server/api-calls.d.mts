// Types of shell/server/api-calls.mjs for the TypeScript that imports it (tests).
export type ApiCall = { name: string; method: string; path: string; keys: boolean; parts: string[] };
export const API_CALLS: ApiCall[];
export function apiCall(name: string): [string, string];
export function matchCall(
  method: string | undefined,
  target: string | undefined,
): { status: 400 | 404; call?: undefined } | { status: 200; call: ApiCall & { pattern: RegExp }; path: string; search: string };
export function isProxiedPath(target: string | undefined): boolean;
