// Types of shell/server/security-headers.mjs for the TypeScript that imports it (tests).
export function contentSecurityPolicy(settings: { remotes: Record<string, string>; frameParentOrigins: string[]; mapsScriptUrl?: string }): string;
export function securityHeaders(settings: { remotes: Record<string, string>; frameParentOrigins: string[]; mapsScriptUrl?: string }): Record<string, string>;
