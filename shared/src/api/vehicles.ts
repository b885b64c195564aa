import { request } from './client';
import { vehicleSchema, type Vehicle } from './entities';
import { listOf } from './list';
import { lazySchema } from './lazy-schema';

export const vehiclesResponseSchema = lazySchema(() => listOf(vehicleSchema));

/** GET /v1/fetch_vehicles: the fleet. Images load from /storage/{vehicle_img}. */
export const fetchVehicles = (): Promise<Vehicle[]> => request({ method: 'GET', url: '/v1/fetch_vehicles' }, vehiclesResponseSchema);

/** Where a vehicle image is served (same origin; the shell proxies /storage to the API). */
export const storageUrl = (path: string): string => `/storage/${path.replace(/^\/+/, '')}`;
