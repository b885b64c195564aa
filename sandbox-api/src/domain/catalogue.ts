import { prepared, type Db } from '../db/open';

export type TariffRow = {
  company_id: number;
  company_name: string;
  rating: number;
  vehicle_id: number;
  category_name: string;
  image: string;
  seats: number;
  luggage: number;
  hand_luggage: number;
  base_fare: number;
  per_mile: number;
  per_minute: number;
  minimum_fare: number;
  hourly_rate: number;
};

const TARIFF_SELECT = `
  SELECT t.*, c.name AS company_name, c.rating, v.category_name, v.image, v.seats, v.luggage, v.hand_luggage
  FROM tariffs t JOIN companies c ON c.id = t.company_id JOIN vehicles v ON v.id = t.vehicle_id`;

/** Every vehicle of every operator (only the first operator when MULTIPLE_OPERATORS is off). */
export function listTariffs(db: Db, multipleOperators: boolean): TariffRow[] {
  const rows = prepared(db, `${TARIFF_SELECT} ORDER BY v.sort, c.id`).all() as TariffRow[];
  if (multipleOperators) return rows;
  const first = Math.min(...rows.map((row) => row.company_id));
  return rows.filter((row) => row.company_id === first);
}

export function findTariff(db: Db, vehicleId: number, companyId: number): TariffRow | undefined {
  return prepared(db, `${TARIFF_SELECT} WHERE t.vehicle_id = ? AND t.company_id = ?`).get(vehicleId, companyId) as TariffRow | undefined;
}
