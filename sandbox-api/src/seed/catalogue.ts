// The operators, the fleet and each operator's tariff per vehicle.

export const SEED_COMPANIES = [
  { id: 1, name: 'Capital Cars', rating: 4.8 },
  { id: 2, name: 'Thames Executive', rating: 4.6 },
  { id: 3, name: 'Airport Link Travel', rating: 4.3 },
];

/** (passengers, large, medium suitcases) per category, from the sandbox issue. */
export const SEED_VEHICLES = [
  { id: 1, category_name: 'Saloon', image: 'vehicles/saloon.svg', seats: 4, luggage: 2, hand_luggage: 2 },
  { id: 2, category_name: 'Estate', image: 'vehicles/estate.svg', seats: 4, luggage: 4, hand_luggage: 2 },
  { id: 3, category_name: 'Executive', image: 'vehicles/executive.svg', seats: 3, luggage: 2, hand_luggage: 2 },
  { id: 4, category_name: 'MPV6', image: 'vehicles/mpv6.svg', seats: 6, luggage: 4, hand_luggage: 4 },
  { id: 5, category_name: 'MPV8', image: 'vehicles/mpv8.svg', seats: 8, luggage: 6, hand_luggage: 6 },
  { id: 6, category_name: 'Minibus', image: 'vehicles/minibus.svg', seats: 16, luggage: 16, hand_luggage: 16 },
];

/** A Saloon tariff scaled per vehicle and per company, so operators differ but stay plausible. */
const SALOON = { base_fare: 3.5, per_mile: 1.9, per_minute: 0.2, minimum_fare: 15, hourly_rate: 32 };
const VEHICLE_SCALE: Record<number, number> = { 1: 1, 2: 1.15, 3: 1.55, 4: 1.4, 5: 1.7, 6: 2.4 };
const COMPANY_OFFER: Record<number, { scale: number; vehicles: number[] }> = {
  1: { scale: 1, vehicles: [1, 2, 3, 4, 5, 6] },
  2: { scale: 1.12, vehicles: [1, 2, 3, 4] },
  3: { scale: 0.94, vehicles: [1, 2, 4, 5, 6] },
};

const pence = (value: number) => Math.round(value * 100) / 100;

export const SEED_TARIFFS = Object.entries(COMPANY_OFFER).flatMap(([companyId, offer]) =>
  offer.vehicles.map((vehicleId) => {
    const scale = offer.scale * VEHICLE_SCALE[vehicleId];
    return {
      company_id: Number(companyId),
      vehicle_id: vehicleId,
      base_fare: pence(SALOON.base_fare * scale),
      per_mile: pence(SALOON.per_mile * scale),
      per_minute: pence(SALOON.per_minute * scale),
      minimum_fare: pence(SALOON.minimum_fare * scale),
      hourly_rate: pence(SALOON.hourly_rate * scale),
    };
  }),
);

/**
 * Thames Executive has no Minibus tariff: it lists the Minibus at price on request (every rate 0),
 * so the results show that card at 0 with Contact Us (product §2), as a real operator's would.
 */
export const ON_REQUEST_TARIFFS = [
  { company_id: 2, vehicle_id: 6, base_fare: 0, per_mile: 0, per_minute: 0, minimum_fare: 0, hourly_rate: 0 },
];

export const SEED_BANNED = ['Banned Lane'];
