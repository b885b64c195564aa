/**
 * `build()`'s schema, built on first use instead of at import. Building a zod schema has a real cost,
 * and the site defines a few hundred of them; a first visit
 * to `/` uses a handful (settings, companies, addresses, vehicles). The stand-in forwards everything
 * to the built schema, so it parses, composes (`z.nullable()`, `z.extend()`, inside `z.object`) and
 * passes `instanceof` / `'_zod' in` checks exactly like it.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => {
      const real = schema();
      return Reflect.get(real, key, real);
    },
    has: (_target, key) => Reflect.has(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may only report properties its (empty) target lacks as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
