import { ENDPOINTS } from '@booking/shared/api';
import {
  bookingFormSchema,
  distanceRequestSchema,
  hourlyRateFormSchema,
  selectedVehiclePricePayloadSchema,
  stopSchema,
} from '@booking/shared/api';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { Ctx } from '../context';
import { MAX_STOPS } from '../domain/booking-limits';
import { measurePair } from '../domain/journey';
import { quoteDistance, quoteHourly, quoteSelected } from '../domain/quote';
import { parseWith } from '../http/errors';
import { route } from '../http/route';

const address = z.string().check(z.trim(), z.minLength(1), z.maxLength(300));
// The shared schemas (zod/mini) accept what browsers store; the API also bounds what it will read.
const distanceForm = z.extend(bookingFormSchema, {
  pickup: address,
  dropoff: address,
  stops: z._default(z.array(stopSchema).check(z.maxLength(MAX_STOPS)), () => []),
});
const hourlyForm = z.extend(hourlyRateFormSchema, { pickup: address });

export function pricingRoutes(app: FastifyInstance, ctx: Ctx) {
  app.post(route(ENDPOINTS.distancePrice), async (request) => ({
    success: true,
    price_details: quoteDistance(ctx, parseWith(distanceForm, request.body, 'booking form')),
  }));

  app.post(route(ENDPOINTS.hourlyPrice), async (request) => ({
    success: true,
    price_details: quoteHourly(ctx, parseWith(hourlyForm, request.body, 'hourly form')),
  }));

  app.post(route(ENDPOINTS.vehiclePrice), async (request) => ({
    success: true,
    ...quoteSelected(ctx, parseWith(selectedVehiclePricePayloadSchema, request.body, 'selected vehicle')),
  }));

  app.post(route(ENDPOINTS.distance), async (request) => {
    const body = parseWith(z.extend(distanceRequestSchema, { pickup: address, dropoff: address }), request.body, 'addresses');
    const leg = measurePair(ctx.db, body.pickup, body.dropoff);
    return { success: true, via_miles: leg.miles, time_duration: leg.seconds };
  });
}
