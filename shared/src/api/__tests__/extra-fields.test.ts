import { bookingFormSchema } from '../entities';
import { COUNTED_EXTRAS, YES_NO_EXTRAS } from '../extra-fields';
import { selectedVehiclePricePayloadSchema } from '../pricing';

const legs = (name: string) => [name, `return_${name}`];
const selectedVehicleData = { vehicle_id: 1, company_id: 1, price: 10, final_price: 10, breakdown: { final_price: 10 } };

describe('the extras fields are built for both legs from one list', () => {
  test.each<[string, string | number]>([
    ...YES_NO_EXTRAS.flatMap(legs).map((n) => [n, 'no'] as [string, string]),
    ...COUNTED_EXTRAS.flatMap(legs).map((n) => [n, 0] as [string, number]),
  ])('%s defaults to %p in the booking form and in the price call', (name, blank) => {
    expect(bookingFormSchema.parse({})).toHaveProperty(name, blank);
    expect(selectedVehiclePricePayloadSchema.parse({ selectedVehicleData })).toHaveProperty(name, blank);
  });

  test('each leg is read on its own', () => {
    const form = bookingFormSchema.parse({ meet_and_greet: 'yes', return_baby_seats: '2', return_wheel_chair: 'maybe' });
    expect(form).toMatchObject({
      meet_and_greet: 'yes',
      return_meet_and_greet: 'no',
      baby_seats: 0,
      return_baby_seats: 2,
      return_wheel_chair: 'no',
    });
  });
});
