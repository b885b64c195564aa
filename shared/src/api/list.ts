import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** A list answer: a bare array, or one wrapped as `{ data: [...] }` as some dispatch systems do. */
export const listOf = <S extends z.ZodMiniType>(item: S) =>
  z.union([
    z.array(item),
    z.pipe(
      z.object({ data: z.array(item) }),
      z.transform((body: { data: z.output<S>[] }) => body.data),
    ),
  ]);

/** `{ success, message }`, the answer of most commands. */
export const outcomeSchema = lazySchema(() => z.looseObject({ success: z.boolean(), message: z.optional(z.string()) }));
export type Outcome = z.infer<typeof outcomeSchema>;
