import { ENDPOINTS } from '@booking/shared/api';
import {
  checkPassengerEmailRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyCodeRequestSchema,
} from '@booking/shared/api';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { findAccount } from '../domain/accounts';
import { sendMail } from '../domain/outbox';
import { checkResetCode, createResetCode, spendResetCode } from '../domain/password-reset';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { HttpError, parseWith } from '../http/errors';
import { route } from '../http/route';

/** Website users: the existing-client check and the three-step password reset. */
export function authRoutes(app: FastifyInstance, ctx: Ctx) {
  const { db } = ctx;
  const signIn = { preHandler: ctx.limiters.signIn.hook };
  const reset = { preHandler: ctx.limiters.reset.hook };

  app.post(route(ENDPOINTS.checkPassengerEmail), signIn, async (request) => {
    const { email, password } = parseWith(checkPassengerEmailRequestSchema, request.body, 'sign-in details');
    const account = findAccount(db, 'website', email);
    if (!account) return { success: false, message: 'Email not found' };
    if (!(await verifyPassword(password, account.password_hash))) return { success: false, message: 'Incorrect password' };
    return { success: true, message: 'Email found' };
  });

  app.post(route(ENDPOINTS.forgotPassword), reset, async (request) => {
    const { email } = parseWith(forgotPasswordRequestSchema, request.body, 'e-mail');
    const account = findAccount(db, 'website', email);
    if (!account) throw new HttpError(404, 'Email not found');
    const code = createResetCode(db, account.email, ctx.now());
    sendMail(db, account.email, 'Your password reset code', `Your reset code is ${code}. It expires in 15 minutes.`);
    return { success: true, message: 'A reset code has been sent to your email.' };
  });

  app.post(route(ENDPOINTS.verifyCode), reset, async (request) => {
    const { email, code } = parseWith(verifyCodeRequestSchema, request.body, 'code');
    checkResetCode(db, email, code, ctx.now());
    db.prepare('UPDATE reset_codes SET verified = 1 WHERE email = ?').run(email);
    return { success: true, message: 'Code verified successfully' };
  });

  app.post(route(ENDPOINTS.resetPassword), reset, async (request) => {
    const body = parseWith(resetPasswordRequestSchema, request.body, 'new password');
    const account = findAccount(db, 'website', body.email);
    if (!account) throw new HttpError(404, 'Email not found');
    checkResetCode(db, body.email, body.code, ctx.now());
    const hash = await hashPassword(body.new_password);
    db.prepare('UPDATE passengers SET password_hash = ? WHERE id = ?').run(hash, account.id);
    spendResetCode(db, body.email);
    return { success: true, message: 'Password has been reset successfully' };
  });
}
