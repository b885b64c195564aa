import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** A list answer: a bare array, or one wrapped as `{ data: [...] }` as some dispatch systems do. */
export const listOf = <S extends z.ZodType>(item: S) =>
  z.union([z.array(item), z.object({ data: z.array(item) }).transform((body) => body.data)]);

/** `{ success, message }`, the answer of most commands. */
export const outcomeSchema = lazySchema(() => z.looseObject({ success: z.boolean(), message: z.string().optional() }));
export type Outcome = z.infer<typeof outcomeSchema>;
