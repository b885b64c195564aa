// Types of config/chromium.mjs for the TypeScript that imports it (the Playwright config).
export declare const systemChromium: (env?: NodeJS.ProcessEnv) => string | undefined;
export declare const CHROME_FLAGS: string[];
