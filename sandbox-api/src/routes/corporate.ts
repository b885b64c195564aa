import { ENDPOINTS } from '@booking/shared/api';
import { corporateLoginRequestSchema, updatePassengerRequestSchema } from '@booking/shared/api';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import {
  bearerToken,
  findAccount,
  issueToken,
  passengerView,
  requirePassenger,
  revokeToken,
  tokenPassenger,
  type PassengerRow,
} from '../domain/accounts';
import { corporateBookings } from '../domain/booking-store';
import { verifyPassword } from '../domain/passwords';
import { HttpError, parseWith } from '../http/errors';
import { route } from '../http/route';

const FORBIDDEN = 'You can only see and change your own account.';

/** Corporate passengers: sign-in with a bearer token, and their own bookings and profile only. */
export function corporateRoutes(app: FastifyInstance, ctx: Ctx) {
  const { db } = ctx;

  app.post(route(ENDPOINTS.corporateLogin), { preHandler: ctx.limiters.signIn.hook }, async (request) => {
    const { email, password } = parseWith(corporateLoginRequestSchema, request.body, 'sign-in details');
    const account = findAccount(db, 'corporate', email);
    if (!account || !(await verifyPassword(password, account.password_hash))) {
      return { success: false, message: 'Invalid credentials' };
    }
    return { success: true, access_token: issueToken(db, account.id, ctx.now()), passenger: passengerView(account) };
  });

  app.post(route(ENDPOINTS.validateToken), async (request) => ({
    valid: Boolean(tokenPassenger(db, bearerToken(request.headers.authorization), ctx.now())),
  }));

  app.post(route(ENDPOINTS.corporateLogout), async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new HttpError(401, 'Please sign in: this call needs the Authorization: Bearer <token> header.');
    revokeToken(db, token);
    return { success: true, message: 'Signed out' };
  });

  app.get<{ Params: { id: string } }>(route(ENDPOINTS.corporateBookings), async (request) => {
    const passenger = requirePassenger(db, request.headers.authorization, ctx.now());
    if (String(passenger.id) !== request.params.id) throw new HttpError(403, FORBIDDEN);
    return corporateBookings(db, passenger.id);
  });

  app.patch(route(ENDPOINTS.updatePassenger), async (request) => {
    const passenger = requirePassenger(db, request.headers.authorization, ctx.now());
    const body = parseWith(updatePassengerRequestSchema, request.body, 'profile');
    if (body.passenger_id !== passenger.id) throw new HttpError(403, FORBIDDEN);
    const other = findAccount(db, 'corporate', body.email);
    if (other && other.id !== passenger.id) {
      return { success: false, message: 'This e-mail is already used by another account.' };
    }
    db.prepare('UPDATE passengers SET name = ?, email = ?, phone = ? WHERE id = ?').run(body.name, body.email, body.phone, passenger.id);
    const updated = db.prepare('SELECT * FROM passengers WHERE id = ?').get(passenger.id) as PassengerRow;
    return { success: true, message: 'Passenger Details Updated', passenger: passengerView(updated) };
  });
}
