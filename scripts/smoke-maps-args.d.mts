// Types of scripts/smoke-maps-args.mjs for the TypeScript that imports it (tests).
export const USAGE: string;
export type SmokeArgs =
  | { help: true; error?: undefined }
  | { error: string; help?: undefined }
  | {
      key: string;
      site: string;
      pickup: string;
      dropoff: string;
      at: { latitude: number; longitude: number };
      headed: boolean;
      help?: undefined;
      error?: undefined;
    };
export function parseSmokeArgs(argv: string[]): SmokeArgs;
