import { ENDPOINTS } from '@booking/shared/api';
import { contactUsPayloadSchema, instantEmailPayloadSchema } from '@booking/shared/api';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { sendMail } from '../domain/outbox';
import { readSettings } from '../domain/settings';
import { HttpError, parseWith, sendError } from '../http/errors';
import { route } from '../http/route';

const operatorAddress = (ctx: Ctx) => readSettings(ctx.db).FROM_EMAIL || 'operator@sandbox.example';

/** Quote Now requests and the contact form: validated, stored and e-mailed (to the outbox). */
export function messageRoutes(app: FastifyInstance, ctx: Ctx) {
  const { db } = ctx;

  app.post(route(ENDPOINTS.instantEmail), { preHandler: ctx.limiters.quoteRequest.hook }, async (request) => {
    const quote = parseWith(instantEmailPayloadSchema, request.body, 'quote request');
    db.prepare('INSERT INTO quote_requests (payload) VALUES (?)').run(JSON.stringify(quote));
    const summary = [
      `From: ${quote.pickup_address}`,
      quote.dropoff_address ? `To: ${quote.dropoff_address}` : null,
      `When: ${quote.pickup_date} at ${quote.pickup_time}`,
      `Passengers: ${quote.passengers}, luggage: ${quote.luggages}`,
      `Name: ${quote.passenger_name || '-'}, e-mail: ${quote.passenger_email}, phone: ${quote.passenger_phone}`,
      quote.additional_info ? `Notes: ${quote.additional_info}` : null,
    ]
      .filter(Boolean)
      .join('\n');
    sendMail(db, operatorAddress(ctx), `Quote request for ${quote.pickup_date}`, summary);
    sendMail(db, quote.passenger_email, 'We have received your booking request', `We will reply with a price shortly.\n\n${summary}`);
    return { success: true, message: 'Your booking has been sent!' };
  });

  // The contact form reads its errors from { error } (product §7).
  app.post(route(ENDPOINTS.contactUs), { preHandler: ctx.limiters.contact.hook, errorHandler: sendError('error') }, async (request) => {
    const form = parseWith(contactUsPayloadSchema, request.body, 'form');
    if (!form.email && !form.telephone)
      throw new HttpError(422, 'Please give an e-mail address or a telephone number so that we can reply.');
    if (!form.comments && !form.bookingNumber) throw new HttpError(422, 'Please tell us how we can help in the comments.');
    db.prepare('INSERT INTO contact_messages (payload) VALUES (?)').run(JSON.stringify(form));
    const name = [form.firstName, form.lastName].filter(Boolean).join(' ') || 'A visitor';
    const body = [
      `${name} wrote about: ${form.queryReason}`,
      form.bookingNumber ? `Booking number: ${form.bookingNumber}` : null,
      `E-mail: ${form.email || '-'}, telephone: ${form.telephone || '-'}`,
      '',
      form.comments,
    ]
      .filter((line) => line !== null)
      .join('\n');
    sendMail(db, operatorAddress(ctx), `Contact form: ${form.queryReason}`, body);
    if (form.email)
      sendMail(db, form.email, 'Thank you for contacting us', `We have received your message and will reply soon.\n\n${body}`);
    return { success: true, message: 'Your form has been submitted successfully!' };
  });
}
