import * as z from 'zod/mini';
import { isRefusal, request } from './client';
import { outcomeSchema, type Outcome } from './list';
import { lazySchema } from './lazy-schema';

// Website-user password reset and the existing-client check. Failures (unknown e-mail, wrong or
// expired code), a 200 with success false too, arrive as ApiError with the server's message, e.g. 'Email not found'.

const emailSchema = lazySchema(() => z.pipe(z.string().check(z.trim()), z.email()));
// The code's format is the server's to judge (docs/decisions/checkout.md): a code it did not send is 'Invalid reset code'.
const resetCodeSchema = lazySchema(() => z.string().check(z.trim(), z.minLength(1, 'Invalid reset code'), z.maxLength(200)));

export const forgotPasswordRequestSchema = lazySchema(() =>
  z.object({ email: emailSchema, type: z._default(z.literal('website'), 'website') }),
);
export const verifyCodeRequestSchema = lazySchema(() => z.object({ email: emailSchema, code: resetCodeSchema }));
export const resetPasswordRequestSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    code: resetCodeSchema,
    new_password: z.string().check(z.minLength(8, 'Please choose a password of at least 8 characters.'), z.maxLength(200)),
    type: z._default(z.literal('website'), 'website'),
  }),
);
export const checkPassengerEmailRequestSchema = lazySchema(() =>
  z.object({ email: emailSchema, password: z.string().check(z.minLength(1), z.maxLength(200)) }),
);

/** POST /v1/auth/forgot-password: sends a reset code by e-mail. */
export const forgotPassword = (email: string): Promise<Outcome> =>
  request({ method: 'POST', url: '/v1/auth/forgot-password', data: { email, type: 'website' } }, outcomeSchema);

/** POST /v1/auth/verify-code. */
export const verifyCode = (email: string, code: string): Promise<Outcome> =>
  request({ method: 'POST', url: '/v1/auth/verify-code', data: { email, code } }, outcomeSchema);

/** POST /v1/auth/reset-password. */
export const resetPassword = (body: { email: string; code: string; new_password: string }): Promise<Outcome> =>
  request({ method: 'POST', url: '/v1/auth/reset-password', data: { ...body, type: 'website' } }, outcomeSchema);

/**
 * POST /v1/check-passenger-email. Its success false ('Email not found', a wrong password) is the
 * answer itself, which every caller reads ('Email not found' is what a new client needs): it comes
 * back as the Outcome, never as done; a failed call is still an ApiError.
 */
export const checkPassengerEmail = (body: { email: string; password: string }): Promise<Outcome> =>
  request({ method: 'POST', url: '/v1/check-passenger-email', data: body }, outcomeSchema).catch((error: unknown) => {
    // A refusal that does not read as an Outcome stays the ApiError it is (never a schema error).
    const outcome = isRefusal(error) ? outcomeSchema.safeParse(error.data) : null;
    if (outcome?.success) return outcome.data;
    throw error;
  });
