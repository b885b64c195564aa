// Types of record.mjs for the TypeScript that imports it (tests).
import type { Attempt } from './store.mjs';

export function newAttempt(fields: {
  id: string;
  amount: number;
  origin: string;
  idempotencyKey: string;
  booking: Record<string, unknown>;
  secrets: string | null;
  now: number;
  nextCheckAt?: number;
}): Attempt;
