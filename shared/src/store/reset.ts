/**
 * Writing RESET to a persisted atom removes its item. Ours, not jotai/utils': that module builds a
 * default localStorage adapter when it loads, and in a frame whose storage is denied it logs the
 * SecurityError on every visit (e2e framed-storage-denied). Nothing else of jotai/utils is used.
 */
export const RESET: unique symbol = Symbol('RESET');
