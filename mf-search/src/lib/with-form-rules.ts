import type { ZodMiniType, output } from 'zod/mini';

type BrokenRule = { path: PropertyKey[]; message: string };

/**
 * `schema` with the form's own rules on top: each rule `rules` reports broken becomes a 'custom' issue
 * at its field, as `superRefine` made them. The rule is a plain check function given to zod/mini's
 * `.check`, so this remote needs none of zod's code: the schema, and zod, come from the shared API.
 */
export function withFormRules<S extends ZodMiniType>(schema: S, rules: (value: output<S>) => BrokenRule[]): S {
  return schema.check((payload) => {
    for (const { path, message } of rules(payload.value)) {
      payload.issues.push({ code: 'custom', path, message, input: payload.value });
    }
  });
}
