// Types of shell/server/api-calls.mjs for the TypeScript that imports it (tests).
export type ApiCall = { method: string; path: string; keys: boolean };
export const API_CALLS: ApiCall[];
export function matchCall(
  method: string | undefined,
  target: string | undefined,
): { status: 400 | 404; call?: undefined } | { status: 200; call: ApiCall & { pattern: RegExp }; path: string; search: string };
export function isProxiedPath(target: string | undefined): boolean;
