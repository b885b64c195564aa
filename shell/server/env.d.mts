// Types of shell/server/env.mjs for the TypeScript that imports it (tests).
export function parseOrigins(value: string | undefined, name: string): string[];
export type AttemptsSettings = {
  dbFile: string;
  redisUrl: string | null;
  secret: string | null;
  adminKey: string | null;
  siteOrigins: string[];
  ttlHours: number;
  reconcileAfterSeconds: number;
  reconcileEverySeconds: number;
};
export function readAttemptsEnv(env?: Record<string, string | undefined>): AttemptsSettings;
export function isProduction(env?: Record<string, string | undefined>): boolean;
/** Throws an EnvError (`lines`: one per wrong or missing variable). */
export function readServerEnv(
  env?: Record<string, string | undefined>,
  options?: { production?: boolean },
): Record<string, unknown> & {
  port: number;
  host: string;
  apiBaseUrl: string;
  demoKeys: string[];
  apiTimeoutMs: number;
  mapsScriptUrl: string;
  attempts: AttemptsSettings;
  /** Where the step bar's Previous goes: PREVIOUS_STEP_PATH, default '/'. */
  previousStepPath: string;
};
/** What /config.json holds: the browser's view of the deployment. */
export function browserConfig(settings: ReturnType<typeof readServerEnv>): {
  remotes: Record<string, string>;
  frameParentOrigins: string[];
  operator: unknown;
  previousStepPath: string;
  maps: { scriptUrl: string };
};
