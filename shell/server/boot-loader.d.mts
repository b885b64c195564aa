// Types of shell/server/boot-loader.mjs for the TypeScript that imports it (tests).
export declare const BOOT_MAIN_ID: string;
export declare const BOOT_LOADER: string;
export declare const BOOT_LOADER_HASH: string;

interface HtmlTag {
  tagName: string;
  attributes: Record<string, string | boolean | undefined | null>;
  voidTag: boolean;
  innerHTML?: string;
}
export declare function bootLoaderTags<T extends { headTags: HtmlTag[]; bodyTags: HtmlTag[] }>(groups: T): Pick<T, 'headTags' | 'bodyTags'>;
