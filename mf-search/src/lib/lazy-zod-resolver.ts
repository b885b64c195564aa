import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodMiniType } from 'zod/mini';

type LazyResolver<T extends FieldValues> = Resolver<T> & { preload: () => void };

/**
 * `zodResolver(schema)`, fetched on the form's first validation (or on `preload`, called when the form
 * is first focused). `zodResolver` inspects its schema when it is made, which builds it: made at
 * render, the booking form's large schema would be built before the home screen shows. Same results.
 */
export function lazyZodResolver<T extends FieldValues>(schema: ZodMiniType): LazyResolver<T> {
  let loaded: Promise<Resolver<T>> | undefined;
  const load = () =>
    (loaded ??= import('@hookform/resolvers/zod').then(({ zodResolver }) => zodResolver(schema as never) as unknown as Resolver<T>));
  const resolver: Resolver<T> = async (values, context, options) => (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load() });
}
