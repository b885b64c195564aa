// Types of shell/server/maps-script.mjs for the TypeScript that imports it (tests).
export const DEFAULT_MAPS_SCRIPT_URL: string;
export function mapsSources(scriptUrl?: string): Record<'script' | 'connect' | 'img' | 'style' | 'font', string[]>;
