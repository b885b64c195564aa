// Types of shell/server/page-hints.mjs for the TypeScript that imports it (tests).
type HintSettings = { brand?: { heroImageUrl?: string | null } | null };
export function pageHints(settings: { remotes: Record<string, string> }): string;
export function hintsFor(pathname: string, hints: string, settings: HintSettings): string;
export const BOOT_HERO_MARK: string;
export function bootHeroFor(pathname: string, settings: HintSettings, source?: string | null): string;
export const INLINE_PICTURE_LIMIT: number;
export function inlinedPicture<T extends string | null | undefined>(root: string, url: T): T | string | null;
export function pageHtml(html: string, hints: string, bootHero: string): string;
export function withHints(file: { mtimeMs: number }, read: () => Promise<string>, hints: string, bootHero?: string): Promise<string>;
