// Types of config/demo-attempts.mjs for the TypeScript that imports it (e2e fixtures, tests).
import type { Ports } from './stack.mjs';

type Env = Record<string, string | undefined>;
export function demoShellEnv(ports: Ports, env?: Env): Record<string, string>;
export function unresolvedListLines(shell: Record<string, string>, env?: Env): string[];
