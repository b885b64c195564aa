import type { ZodMiniType } from 'zod/mini';
import type { Codec } from './codecs';

/** The browser's localStorage, or null where there is none or it refuses access (private modes). */
function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const warn = (key: string, reason: unknown) => {
  const text = reason instanceof Error ? reason.message : String(reason);
  console.warn(`[store] Dropped the stored "${key}": ${text}`);
};

export interface ValidatedStorage<T> {
  /** The stored value, validated; `fallback` when absent, unreadable, corrupt or tampered with. */
  read(key: string, fallback: T): T;
  /** Writes the value; null or undefined removes the item. Never throws (quota, private mode). */
  write(key: string, value: T | null | undefined): void;
  remove(key: string): void;
  /** Calls back when another tab changes the item. Returns the unsubscribe function. */
  subscribe(key: string, fallback: T, callback: (value: T) => void): () => void;
}

/** What is kept of a value before it is held or written; the same value when nothing is to go. */
export type Sanitize<T> = (value: T) => T;

/**
 * One stored item's text turned back into a value: decode, validate, or drop it and log why. A value
 * that `sanitize` changes (written by an older page) is written back without what it dropped.
 */
function parseStored<T>(key: string, raw: string, fallback: T, schema: ZodMiniType<T>, codec: Codec, sanitize?: Sanitize<T>): T {
  try {
    const result = schema.safeParse(codec.decode(raw));
    if (result.success) {
      const kept = sanitize ? sanitize(result.data) : result.data;
      if (kept !== result.data) rewrite(key, codec.encode(kept));
      return kept;
    }
    // The code too: zod/mini's messages are generic ('Invalid input').
    warn(key, result.error.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message} (${i.code})`).join('; '));
  } catch (error) {
    warn(key, error);
  }
  try {
    browserStorage()?.removeItem(key);
  } catch {
    // Storage that cannot even remove is as good as absent.
  }
  return fallback;
}

function rewrite(key: string, text: string) {
  try {
    browserStorage()?.setItem(key, text);
  } catch {
    // Storage that refuses the rewrite (quota) still gets the sanitized value on the next write.
  }
}

export function createValidatedStorage<T>(schema: ZodMiniType<T>, codec: Codec, sanitize?: Sanitize<T>): ValidatedStorage<T> {
  const remove = (key: string) => {
    try {
      browserStorage()?.removeItem(key);
    } catch (error) {
      console.warn(`[store] Could not remove "${key}":`, error);
    }
  };
  // The last text read and what it parsed to. A page that mounts again reads its items again; the
  // same text gives back the same value without decoding and validating it a second time (300 price
  // entries cost tens of ms at a phone's speed). A different text, even one written by another tab,
  // is parsed as ever.
  let last: { key: string; raw: string; value: T } | null = null;
  return {
    read(key, fallback) {
      let raw: string | null = null;
      try {
        raw = browserStorage()?.getItem(key) ?? null;
      } catch {
        return fallback;
      }
      if (raw === null) return fallback;
      if (last && last.key === key && last.raw === raw) return last.value;
      const value = parseStored(key, raw, fallback, schema, codec, sanitize);
      last = value === fallback ? null : { key, raw, value };
      return value;
    },
    write(key, value) {
      if (value === null || value === undefined) return remove(key);
      try {
        browserStorage()?.setItem(key, codec.encode(sanitize ? sanitize(value) : value));
      } catch (error) {
        // Quota exceeded or storage refused: the value still lives in memory for this visit.
        console.warn(`[store] Could not save "${key}":`, error);
      }
    },
    remove,
    subscribe(key, fallback, callback) {
      if (typeof window === 'undefined') return () => {};
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== browserStorage()) return;
        if (event.key === null)
          callback(fallback); // another tab cleared everything
        else if (event.key === key) {
          callback(event.newValue === null ? fallback : parseStored(key, event.newValue, fallback, schema, codec, sanitize));
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
