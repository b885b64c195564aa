// Types of deploy/api-proxy.mjs for the TypeScript that imports it (tests).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export type ListedCall = { method: string; pattern: RegExp; keys: boolean; storage: boolean; parts?: string[]; path?: string };
export type AllowList = { safeTarget: RegExp; calls: ListedCall[] };
export type AllowListSource = { safeTarget: string; calls: { method: string; pattern: string; keys?: boolean; parts?: string[] }[] };
export const FORWARDED_REQUEST_HEADERS: string[];
export const MAX_BODY_BYTES: number;
export function compileAllowList(list: AllowListSource, options?: { parts?: string[] }): AllowList;
export function readAllowList(file: string | URL, options?: { parts?: string[] }): AllowList;
export function matchCall(
  allowList: AllowList,
  method: string | undefined,
  target: string | undefined,
): { status: 400 | 404; call?: undefined } | { status: 200; call: ListedCall; path: string; search: string };
export function isProxiedPath(target: string | undefined): boolean;
export function isOriginForm(target: string | undefined): boolean;
export function trustedProxies(spec?: string): (peer: string | undefined) => boolean;
export function forwardedFor(req: IncomingMessage, isTrusted: (peer: string) => boolean): string;
export function apiTarget(apiBaseUrl: string, path: string, search?: string): URL | null;
export type ProxyEvent = {
  method?: string;
  path: string;
  requestId: string;
  call: ListedCall;
  /** The request carried an Authorization header (a passenger's token). */
  bearer: boolean;
  status?: number;
  error?: Error;
  timedOut?: boolean;
};
export function createApiProxy(options: {
  allowList: AllowList;
  apiBaseUrl: string;
  publicKey: string;
  secretKey: string;
  trustedProxies?: string;
  timeoutMs?: number;
  headers?: Record<string, string>;
  log?: (event: ProxyEvent) => void;
}): (req: IncomingMessage, res: ServerResponse, extraHeaders?: Record<string, string>) => void;
export function refuseConnect(server: Server): Server;
