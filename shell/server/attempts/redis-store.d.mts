// Types of redis-store.mjs for the TypeScript that imports it (tests).
import type { AttemptStore } from './store.mjs';
export function redisWhere(url: string): string;
export function openRedisStore(
  url: string,
  options?: { prefix?: string; log?: Pick<Console, 'error'>; connectMs?: number },
): Promise<AttemptStore>;
