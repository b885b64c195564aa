// Types of config/chromium.mjs for the TypeScript that imports it (the Playwright config).
export declare const systemChromium: (env?: NodeJS.ProcessEnv, exists?: (path: string) => boolean) => string | undefined;
export declare const HEADLESS_SHELL: string;
export declare const testChromium: (env?: NodeJS.ProcessEnv, exists?: (path: string) => boolean) => string | undefined;
export declare const CHROME_FLAGS: string[];
