import * as z from 'zod/mini';
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
