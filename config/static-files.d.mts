// Types of config/static-files.mjs for the TypeScript that imports it (the shell's server).
import type { IncomingMessage, ServerResponse } from 'node:http';

export type FoundFile = { file: string; size: number; mtimeMs: number };
export function contentType(file: string): string;
export function cacheControl(file: string): string;
export function resolveFile(root: string, urlPath: string): Promise<FoundFile | null>;
export function sendFile(req: IncomingMessage, res: ServerResponse, found: FoundFile, extraHeaders?: Record<string, string>): Promise<void>;
