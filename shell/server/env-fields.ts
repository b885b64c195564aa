// The kinds of value the servers read from their environment, as zod schemas, and the one line per
// wrong variable an operator reads when a server cannot start: `NAME="value" is not ...`.
import { z } from 'zod';
import { BLOCKED_PORTS, BLOCKED_RULE, PORT_RULE, toPort } from '../../config/stack.mjs';

/** A process's environment, or the part of it a test gives. */
export type Env = Record<string, string | undefined>;

/** What was thrown, as the one line it says. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Thrown by a server's reading of its environment; `lines` has one line per wrong or missing variable. */
export class EnvError extends Error {
  readonly lines: string[];

  constructor(lines: string[]) {
    super(lines.join('\n'));
    this.lines = lines;
  }
}

/** The environment as the schemas see it: an empty or blank variable is unset (compose writes `${X:-}`). */
export const setVariables = (env: Env) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => typeof value === 'string' && value.trim() !== ''));

const isWebAddress = (text: string, { query }: { query: boolean }) => {
  try {
    const url = new URL(text);
    const extra = url.username || url.password || url.hash || (!query && url.search);
    return ['http:', 'https:'].includes(url.protocol) && Boolean(url.hostname) && !extra && !text.includes('#');
  } catch {
    return false;
  }
};

const hasUserInfo = (text: string) => {
  try {
    const url = new URL(text);
    return Boolean(url.username || url.password);
  } catch {
    return /^[a-z][a-z0-9+.-]*:\/\/[^/@]*@/i.test(text);
  }
};

const ON = ['on', 'true', 'yes', '1'];
const OFF = ['off', 'false', 'no', '0'];

export const port = z
  .string()
  .refine((text) => toPort(text) !== null, PORT_RULE)
  .refine((text) => !BLOCKED_PORTS.has(toPort(text) ?? 0), BLOCKED_RULE)
  .transform((text) => toPort(text) ?? z.NEVER);

/** An http(s) address with no user name or fragment (nor a query, unless `query`); `example` shows the operator one. */
export const webAddress = (example: string, { query = false } = {}) =>
  z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      if (hasUserInfo(text)) {
        // A user name or password in the address is a secret: never echoed.
        ctx.addIssue({
          code: 'custom',
          message: 'must not carry a user name or password (the value is not shown); give the keys in their own variables',
          params: { hidden: true },
        });
      } else if (!isWebAddress(text, { query })) {
        ctx.addIssue({ code: 'custom', message: `is not an http:// or https:// address (e.g. ${example})` });
      }
    });

/** on/off (also true/false, yes/no, 1/0), any case. */
export const onOff = z
  .string()
  .trim()
  .toLowerCase()
  .refine((text) => ON.includes(text) || OFF.includes(text), 'is not on or off')
  .transform((text) => ON.includes(text));

/** A key sent in a header: printable ASCII, no space. Its message never shows it. */
export const key = z
  .string()
  .trim()
  .superRefine((text, ctx) => {
    if (/^[\x21-\x7e]+$/.test(text)) return;
    ctx.addIssue({
      code: 'custom',
      message: 'is not a usable key: it holds a space, a line break or a character outside ASCII (the value is not shown)',
      params: { hidden: true },
    });
  });

export const seconds = z
  .string()
  .trim()
  .refine((text) => /^[0-9]*\.?[0-9]+$/.test(text) && Number(text) > 0, 'is not a number of seconds above 0')
  .transform(Number);

/**
 * Wraps a parser that throws its own whole message (FRAME_PARENT_ORIGINS, the attempts' settings), so
 * those messages stay as they were.
 */
export const parsedBy = <T>(parse: (text: string) => T) =>
  z.string().transform((text, ctx) => {
    try {
      return parse(text);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: messageOf(error), params: { whole: true } });
      return z.NEVER;
    }
  });

/** A variable that has no default (in production, or for `because`): `what` says what to give. */
export const requiredLine = (name: string, what: string, because = 'with NODE_ENV=production there is no default') =>
  `${name} is not set: ${because}; give ${what}.`;

/** One line per issue: the variable, its value (never a key's) and what is expected. */
export function issueLines(issues: z.core.$ZodIssue[], env: Env): string[] {
  return issues.map((issue) => {
    const params = issue.code === 'custom' ? issue.params : undefined;
    if (params?.whole) return issue.message;
    const name = String(issue.path[0]);
    const value = params?.hidden ? '' : `="${env[name]}"`;
    return `${name}${value} ${issue.message}.`;
  });
}

/** The keys and secrets: empty is unset, as for every variable, but one of only spaces is a mistake, never "unset". */
const SECRETS = ['API_PUBLIC_KEY', 'API_SECRET_KEY', 'ATTEMPTS_SECRET', 'ATTEMPTS_ADMIN_KEY'];
const blankSecretLine = (name: string) => `${name} holds only spaces: give the key itself, or leave it unset.`;

/** Parses `env` with `schema`, or throws an EnvError with one line per wrong variable. */
export function parseEnv<S extends z.ZodObject>(schema: S, env: Env): z.output<S> {
  const blank = SECRETS.filter((name) => name in schema.shape && /^\s+$/.test(env[name] ?? ''));
  const result = schema.safeParse(setVariables(env));
  // One line per variable: "holds only spaces" says more than "is not set".
  const others = result.success
    ? []
    : issueLines(result.error.issues, env).filter((line) => !blank.some((name) => line.startsWith(`${name} `)));
  const lines = [...blank.map(blankSecretLine), ...others];
  if (lines.length || !result.success) throw new EnvError(lines);
  return result.data;
}
