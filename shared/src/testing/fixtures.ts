import {
  bookingFormSchema,
  corporatePassengerSchema,
  hourlyRateFormSchema,
  priceDetailSchema,
  registrationDataSchema,
  selectedVehicleDataSchema,
  type BookingForm,
  type CorporatePassenger,
  type HourlyRateForm,
  type PriceDetail,
  type RegistrationData,
  type SelectedVehicleData,
} from '../api/entities';

// Parsed through the real schemas, so a fixture that drifts from the contract fails loudly.

const detail = (
  vehicle_id: number,
  company_id: number,
  company_name: string,
  vehicle_type: string,
  max_seat: number,
  luggage: number,
  small_luggage: number,
  price: number,
): PriceDetail =>
  priceDetailSchema.parse({
    vehicle_id,
    company_id,
    company_name,
    vehicle_type,
    vehicle_image: `vehicles/${vehicle_type.toLowerCase().replace(/\W+/g, '-')}.png`,
    max_seat,
    luggage,
    small_luggage,
    rating: 4.6,
    price,
    final_price: price,
    breakdown: { base_fare: price, return_fare: 0, extras: [], quantity: 1, final_price: price },
    via_miles: 16.2,
    time_duration: 2100,
  });

/** Five offers from three companies; the cheapest (42.5) is company 20's saloon. */
export const samplePriceDetails: PriceDetail[] = [
  detail(1, 10, 'Capital Cars', 'Saloon', 4, 2, 2, 55),
  detail(2, 10, 'Capital Cars', 'Executive', 4, 3, 2, 80),
  detail(1, 20, 'Airport Express', 'Saloon', 4, 2, 2, 42.5),
  detail(3, 20, 'Airport Express', 'MPV', 8, 6, 4, 90),
  detail(4, 30, 'County Minibus', 'Minibus 16 Seater', 16, 10, 6, 140),
];

/** Settings as appSettings holds them: every feature on, pounds, pence shown. */
export const sampleSettings: Record<string, string> = {
  Company_Name: 'Sample Transfers Ltd',
  Company_Contact_Info: '+44 20 7946 0000',
  FROM_EMAIL: 'bookings@example.com',
  GOOGLE_API_KEY: '',
  MULTIPLE_PRICES: 'enable',
  CHEAPEST_COMPANY_PRICE: 'disable',
  MULTIPLE_OPERATORS: 'enable',
  SHOW_FOOTER_PAGE: 'enable',
  SHOW_NAVBAR_PAGE: 'enable',
  NAVBAR_OUR_FLEET_PAGE: 'enable',
  NAVBAR_URGENT_BOOKING_PAGE: 'enable',
  CORPORATE_LOGIN: 'enable',
  WHEEL_CHAIR: '5',
  SPECIAL_LUGGAGE_PER_PRICE: '10',
  PRICE_PER_FIVE_WAITING_MIN: '2.5',
  MEET_AND_GREET: '15',
  BABY_PRICE_PER_SEAT: '8',
  BOOSTER_PRICE_PER_SEAT: '6',
  CURRENCY: '£',
  GUEST_LOGIN: 'enable',
  SHOWPAYINCAR: 'yes',
  SHOWCARD: 'yes',
  ROUND_OFF: 'no',
  HOURLY_RATE_STATUS: 'enable',
  QUOTATION: 'disable',
  GRACE_TIME: '120',
  SHOW_FLEET_SECTION: 'enable',
  SHOW_CONTACT_SECTION: 'enable',
  SHOW_POPULAR_LOCATION: 'enable',
  SHOW_SERVICES_SECTION: 'enable',
};

export const sampleBookingForm: BookingForm = bookingFormSchema.parse({
  pickup: 'Heathrow Airport Terminal 5, TW6 2GA',
  dropoff: '10 Downing Street, London SW1A 2AA',
  pickup_date: '2030-06-10',
  pickup_hour: '3pm',
  pickup_min: '30',
  return_date: '2030-06-11',
  passengers: 2,
  luggages: 1,
});

export const sampleHourlyRateForm: HourlyRateForm = hourlyRateFormSchema.parse({
  pickup_date: '2030-06-10',
  pickup_duration: '6hour',
  pickup_hour: '9am',
  pickup_min: '00',
  pickup: 'King’s Cross Station, London N1C 4QP',
});

export const sampleSelectedVehicle: SelectedVehicleData = selectedVehicleDataSchema.parse({
  ...samplePriceDetails[2],
  selection_type: 'lowest',
  quantity: 1,
});

/** A picked Capital Cars saloon at £42 a vehicle: `finalPrice` for the pick, `breakdownTotal` its breakdown's. */
export const pickedSaloon = (selection_type: 'lowest' | 'selection', quantity: number, finalPrice = 84, breakdownTotal = 42) =>
  selectedVehicleDataSchema.parse({
    vehicle_id: 1,
    company_id: 2,
    company_name: 'Capital Cars',
    vehicle_type: 'Saloon',
    price: 42,
    final_price: finalPrice,
    breakdown: { base_fare: 42, final_price: breakdownTotal },
    selection_type,
    quantity,
  });

export const sampleRegistrationData: RegistrationData = registrationDataSchema.parse({
  firstName: 'Amelia',
  surname: 'Clarke',
  number: '+447700900123',
  email: 'amelia.clarke@example.com',
});

export const sampleCorporatePassenger: CorporatePassenger = corporatePassengerSchema.parse({
  passenger_id: 1,
  passenger_name: 'Demo Corporate',
  passenger_email: 'demo.corporate@example.com',
  passenger_contact_no: '+442079460001',
});
