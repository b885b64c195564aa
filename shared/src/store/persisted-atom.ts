import { atom, type WritableAtom } from 'jotai';
import { RESET } from './reset';
import type { ZodMiniType } from 'zod/mini';
import type { Codec } from './codecs';
import { createValidatedStorage, type Sanitize } from './storage';

export type SetStateActionWithReset<T> = T | typeof RESET | ((previous: T) => T | typeof RESET);

export type PersistedAtom<T> = WritableAtom<T, [SetStateActionWithReset<T>], void> & {
  /** The localStorage key (product §3's exact name). */
  readonly storageKey: string;
};

/**
 * An atom kept in localStorage under `key`, validated with `schema` on every read.
 *
 * Like jotai's atomWithStorage with getOnInit, the first render already sees the stored value; unlike
 * it, the value is read per store on first use rather than once at import, so a store created later
 * (a test's fresh store) reads what is stored then. Writing `fallback`'s RESET or null removes the item.
 * `sanitize` drops what must never be kept (a password), from every value held, written or read back.
 */
export function persistedAtom<T>(
  key: string,
  fallback: T,
  schema: ZodMiniType<T>,
  codec: Codec,
  { sanitize }: { sanitize?: Sanitize<T> } = {},
): PersistedAtom<T> {
  const storage = createValidatedStorage(schema, codec, sanitize);
  // null until this store writes or another tab does: until then the stored value is the truth.
  const overrideAtom = atom<{ value: T } | null>(null);
  overrideAtom.onMount = (setOverride) => storage.subscribe(key, fallback, (value) => setOverride({ value }));

  const persisted = atom(
    (get) => {
      const override = get(overrideAtom);
      return override ? override.value : storage.read(key, fallback);
    },
    (get, set, update: SetStateActionWithReset<T>) => {
      const next = typeof update === 'function' ? (update as (previous: T) => T | typeof RESET)(get(persisted)) : update;
      if (next === RESET || next === null || next === undefined) {
        storage.remove(key);
        set(overrideAtom, { value: fallback });
      } else {
        const kept = sanitize ? sanitize(next) : next;
        storage.write(key, kept);
        set(overrideAtom, { value: kept });
      }
    },
  );
  return Object.assign(persisted, { storageKey: key });
}
