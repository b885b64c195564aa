// Types of shell/server/env.mjs for the TypeScript that imports it (tests).
export function parseOrigins(value: string | undefined, name: string): string[];
