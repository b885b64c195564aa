import * as z from 'zod/mini';
import { lazySchema } from '../api/lazy-schema';

/**
 * A stored item's schema: null means "not stored" (a step guard or a form default decides what that
 * implies). Built on first read, like the API schemas: a visit that finds nothing stored never builds it.
 */
export const nullable = <T>(schema: z.ZodMiniType<T>) => lazySchema(() => z.nullable(schema) as unknown as z.ZodMiniType<T | null>);
