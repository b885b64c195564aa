import { z } from 'zod';
import { request } from './client';
import { outcomeSchema, type Outcome } from './list';
import { lazySchema } from './lazy-schema';

// Website-user password reset and the existing-client check. Failures (unknown e-mail, wrong or
// expired code) arrive as ApiError with the server's message, e.g. 'Email not found'.

export const emailSchema = lazySchema(() => z.string().trim().pipe(z.email()));
export const resetCodeSchema = lazySchema(() => z.string().trim().regex(/^\d{6}$/));

export const forgotPasswordRequestSchema = lazySchema(() => z.object({ email: emailSchema, type: z.literal('website').default('website') }));
export const verifyCodeRequestSchema = lazySchema(() => z.object({ email: emailSchema, code: resetCodeSchema }));
export const resetPasswordRequestSchema = lazySchema(() => z.object({
  email: emailSchema,
  code: resetCodeSchema,
  new_password: z.string().min(8, 'Please choose a password of at least 8 characters.').max(200),
  type: z.literal('website').default('website'),
}));
export const checkPassengerEmailRequestSchema = lazySchema(() => z.object({ email: emailSchema, password: z.string().min(1).max(200) }));

/** POST /v1/auth/forgot-password: sends a 6-digit code by e-mail. */
export const forgotPassword = (email: string): Promise<Outcome> =>
  request({ method: 'POST', url: '/v1/auth/forgot-password', data: { email, type: 'website' } }, outcomeSchema);

/** POST /v1/auth/verify-code. */
export const verifyCode = (email: string, code: string): Promise<Outcome> =>
  request({ method: 'POST', url: '/v1/auth/verify-code', data: { email, code } }, outcomeSchema);

/** POST /v1/auth/reset-password. */
export const resetPassword = (body: { email: string; code: string; new_password: string }): Promise<Outcome> =>
  request({ method: 'POST', url: '/v1/auth/reset-password', data: { ...body, type: 'website' } }, outcomeSchema);

/** POST /v1/check-passenger-email: success false means the e-mail or password did not match. */
export const checkPassengerEmail = (body: { email: string; password: string }): Promise<Outcome> =>
  request({ method: 'POST', url: '/v1/check-passenger-email', data: body }, outcomeSchema);
