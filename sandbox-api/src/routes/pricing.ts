import {
  bookingFormSchema,
  distanceRequestSchema,
  hourlyRateFormSchema,
  selectedVehiclePricePayloadSchema,
  stopSchema,
} from '@booking/shared/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../context';
import { measurePair } from '../domain/journey';
import { quoteDistance, quoteHourly, quoteSelected } from '../domain/quote';
import { parseWith } from '../http/errors';

const address = z.string().trim().min(1).max(300);
// The shared schemas accept what browsers store; the API also bounds what it will read.
const distanceForm = bookingFormSchema.extend({
  pickup: address,
  dropoff: address,
  stops: z.array(stopSchema).max(10).default([]),
});
const hourlyForm = hourlyRateFormSchema.extend({ pickup: address });

export function pricingRoutes(app: FastifyInstance, ctx: Ctx) {
  app.post('/api/v1/calculate-distance-price', async (request) => ({
    success: true,
    price_details: quoteDistance(ctx, parseWith(distanceForm, request.body, 'booking form')),
  }));

  app.post('/api/v1/calculate-hourly-price', async (request) => ({
    success: true,
    price_details: quoteHourly(ctx, parseWith(hourlyForm, request.body, 'hourly form')),
  }));

  app.post('/api/v1/calculate-selected-vehicle-price', async (request) => ({
    success: true,
    ...quoteSelected(ctx, parseWith(selectedVehiclePricePayloadSchema, request.body, 'selected vehicle')),
  }));

  app.post('/api/v1/calculate-distance', async (request) => {
    const body = parseWith(distanceRequestSchema.extend({ pickup: address, dropoff: address }), request.body, 'addresses');
    const leg = measurePair(ctx.db, body.pickup, body.dropoff);
    return { success: true, via_miles: leg.miles, time_duration: leg.seconds };
  });
}
