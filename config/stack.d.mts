// Types of config/stack.mjs for the TypeScript that imports it (e2e fixtures, tests).
export type PortKey = 'shell' | 'search' | 'quote' | 'checkout' | 'corporate' | 'api';
export type Ports = Record<PortKey, number>;
export type RemoteName = 'mf_search' | 'mf_quote' | 'mf_checkout' | 'mf_corporate';
export interface RemoteEntry {
  dir: string;
  name: RemoteName;
  portKey: Exclude<PortKey, 'shell' | 'api'>;
  envName: string;
}

export const PORT_OFFSETS: Ports;
export const DEFAULT_PORT_BASE: number;
export const PORT_ENV: Record<PortKey, string>;
export const REMOTES: RemoteEntry[];
export const DEFAULT_PORTS: Ports;
export function portsFromBase(base: number): Ports;
export const PORT_RULE: string;
export const BLOCKED_PORTS: ReadonlySet<number>;
export const BLOCKED_RULE: string;
export function toPort(text: string): number | null;
export function readPort(env: Record<string, string | undefined>, name: string, fallback: number): number;
export function readPortBase<T extends number | null>(
  env: Record<string, string | undefined>,
  name: string,
  fallback: T,
  shift?: number,
): number | T;
/** `env` may hold ports already read as numbers (a server's parsed environment). */
export function stackPorts(env?: Readonly<Record<string, unknown>>): Ports;
export function portEnv(ports: Ports): Record<string, string>;
export const PORTAL: { name: 'operator_portal'; offset: number; envName: 'PORTAL_PORT' };
export function portalPort(env?: Record<string, string | undefined>): number;
export const HTML_PORTAL: { name: 'html_portal'; offset: number; envName: 'HTML_PORTAL_PORT' };
export function htmlPortalPort(env?: Record<string, string | undefined>): number;
export const WEBPACK_APP_PORTAL: { name: 'webpack_app_portal'; offset: number; envName: 'WEBPACK_APP_PORTAL_PORT' };
export const WEBPACK_COMPONENT_PORTAL: { name: 'webpack_component_portal'; offset: number; envName: 'WEBPACK_COMPONENT_PORTAL_PORT' };
export interface ExamplePortal {
  name: string;
  dir: string;
  /** The server it runs with, when not `${dir}/server.mjs`. */
  server?: string;
  built: boolean;
  /** Its build bakes the remote's address in (REMOTE_CORPORATE_URL in `env`). */
  staticRemote?: boolean;
  what: string;
  port: number;
  path: string;
  portEnv?: string;
  env: Record<string, string>;
}
export function examplePortals(env?: Record<string, string | undefined>, ports?: Record<string, number>): ExamplePortal[];
export function appPort(name: string, env?: Record<string, string | undefined>): number;
export function manifestUrl(port: number): string;
export function remoteManifests(env?: Readonly<Record<string, unknown>>, ports?: Ports): Record<RemoteName, string>;
export const SAMPLE_OPERATOR_TEXTS_FILE: string;
export const DEMO_ATTEMPTS_DB: string;
export function attemptsDbFile(db: string | undefined, env?: Record<string, string | undefined>): string;
export const SHELL_SERVER: string[];
export function shellEnv(ports: Ports, env?: Record<string, string | undefined>): Record<string, string>;
export function sandboxEnv(ports: Ports): Record<string, string>;
export const HEALTH_PATHS: Record<'shell' | 'remote' | 'sandbox' | 'portal', string>;
export interface StackPart {
  name: string;
  label: string;
  port: number;
  portEnv: string;
  health: string;
}
export function stackParts(options?: {
  env?: Record<string, string | undefined>;
  ports?: Ports;
  sandbox?: boolean;
  portals?: boolean;
}): StackPart[];
