// Types of sqlite-store.mjs for the TypeScript that imports it (tests).
import type { AttemptStore } from './store.mjs';
export function openSqliteStore(file: string): Promise<AttemptStore>;
