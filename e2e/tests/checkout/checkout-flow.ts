import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { shellUrl } from '../../fixtures/env';
import { readOutbox } from '../../fixtures/sandbox';
import { encode, storeFlowData } from '../../fixtures/storage';

// The booking data the earlier steps leave in the store, made for real: a journey priced by the
// sandbox (through the shell's proxy), so that the booking call accepts it. Until the personal
// details page lands, specs start at /paymentview with this data stored.

const ukDate = (daysAhead: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + daysAhead);
  return d.toISOString().slice(0, 10);
};

export const journey = {
  select_option: 'one_way',
  pickup: 'Heathrow Airport',
  dropoff: '10 Downing Street, London SW1A 2AA',
  pickup_date: ukDate(3),
  pickup_hour: '10am',
  pickup_min: '30',
  return_date: ukDate(4),
  passengers: 2,
  luggages: 1,
  stops: [],
};

export const hourlyJourney = {
  pickup: 'Gatwick Airport',
  pickup_date: ukDate(5),
  pickup_duration: '5hour',
  pickup_hour: '9am',
  pickup_min: '15',
  userLocation: null,
};

export const guest = {
  firstName: 'Grace',
  surname: 'Hopper',
  number: '+447700900456',
  email: 'grace.guest@example.com',
  username: '',
  privacyAccepted: false,
  termsAccepted: false,
  passengerDetails: 'no',
  passengerName: '',
  passengerEmail: '',
  passengerPhone: '',
  additionalInfo: 'One large suitcase',
  return_additionalInfo: '',
  password: '',
};

export const newClient = {
  ...guest,
  firstName: 'Nora',
  surname: 'Newman',
  email: 'nora.new@example.com',
  username: 'nora.new@example.com',
  privacyAccepted: true,
  termsAccepted: true,
  password: 'Newclient#2026',
  additionalInfo: '',
};

export type PriceDetail = {
  vehicle_id: number;
  company_id: number;
  company_name: string;
  vehicle_type: string;
  price: number;
  final_price: number;
};

/** The sandbox's prices for the journey, as the search step would store them. */
export async function priceJourney(request: APIRequestContext, hourly = false): Promise<PriceDetail[]> {
  const response = hourly
    ? await request.post(`${shellUrl}/api/v1/calculate-hourly-price`, { data: hourlyJourney })
    : await request.post(`${shellUrl}/api/v1/calculate-distance-price`, { data: journey });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).price_details;
}

export interface CheckoutSeed {
  registration?: typeof guest;
  clientMode?: 'guest_login' | 'new_client' | 'existing_client';
  quantity?: number;
  /** An hourly hire (HourlyRateForm) instead of the distance journey. */
  hourly?: boolean;
}

/**
 * Stores a priced journey, a chosen Saloon and the visitor's details, then opens the payment page (through
 * personal details when the client mode needs a password, which is never stored).
 */
export async function openPaymentWith(
  page: Page,
  { registration = guest, clientMode = 'guest_login', quantity = 1, hourly = false }: CheckoutSeed = {},
) {
  const prices = await priceJourney(page.request, hourly);
  const saloon = prices.find((p) => p.vehicle_type === 'Saloon') ?? prices[0];
  const selected = { ...saloon, final_price: Math.round(saloon.price * quantity * 100) / 100, selection_type: 'selection', quantity };
  await storeFlowData(page, {
    priceDetails: prices,
    selectedVehicleData: selected,
    registrationData: registration,
    raw: hourly
      ? { HourlyRateForm: encode(hourlyJourney), BookingType: JSON.stringify('hourly'), clientMode: JSON.stringify(clientMode) }
      : { BookingForm: JSON.stringify(journey), BookingType: JSON.stringify('milleage'), clientMode: JSON.stringify(clientMode) },
  });
  if (clientMode !== 'guest_login') {
    // Passwords live in the page's memory only (product §10 "Money, trust and privacy"), so the visitor types
    // theirs on personal details.
    await page.goto('/personalDetailView');
    const form = page.getByRole('form', { name: 'Your details' });
    await form.getByLabel('Password').fill(registration.password);
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/paymentview$/);
  } else {
    await page.goto('/paymentview');
  }
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  return { selected, registration };
}

/** A priced journey with a Saloon chosen, as search and quote leave it; opens personal details. */
export async function openPersonalDetailsPriced(page: Page): Promise<PriceDetail> {
  const prices = await priceJourney(page.request);
  const saloon = prices.find((p) => p.vehicle_type === 'Saloon') ?? prices[0];
  await storeFlowData(page, {
    priceDetails: prices,
    selectedVehicleData: { ...saloon, selection_type: 'selection', quantity: 1 },
    raw: { BookingForm: JSON.stringify(journey), BookingType: JSON.stringify('milleage') },
  });
  await page.goto('/personalDetailView');
  await expect(page.getByRole('heading', { name: 'Personal Details', level: 1 })).toBeVisible();
  return saloon;
}

/**
 * The journey so far as search and quote leave it (priced, a Saloon chosen), then the visitor's own
 * details typed into the real personal-details screen; ends on the payment page.
 */
export async function enterDetailsAndContinue(page: Page, who: 'guest' | 'new client') {
  const saloon = await openPersonalDetailsPriced(page);
  const form = page.getByRole('form', { name: 'Your details' });
  const person = who === 'guest' ? guest : newClient;
  if (who === 'new client') await form.getByRole('radio', { name: 'New Client' }).check();
  await form.getByRole('textbox', { name: 'First Name' }).fill(person.firstName);
  await form.getByRole('textbox', { name: 'Surname' }).fill(person.surname);
  await form.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill(person.number);
  if (who === 'new client') {
    await form.getByLabel('Password').fill(person.password);
    await form.getByRole('checkbox', { name: 'I accept the Privacy Policy' }).check();
    await form.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  }
  if (person.additionalInfo) await form.getByRole('textbox', { name: 'Additional Info' }).fill(person.additionalInfo);
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/paymentview$/);
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  return { selected: saloon, registration: person };
}

/** Booking confirmations the sandbox sent to this address. */
export const confirmationMails = async (email: string) =>
  (await readOutbox(email)).filter((mail) => mail.subject.startsWith('Booking confirmation'));

/** The Reference ID on the confirmation screen. */
export async function referenceId(page: Page): Promise<string> {
  const value = page.locator('dt', { hasText: 'Reference ID' }).locator('xpath=following-sibling::dd[1]');
  await expect(value).toHaveText(/^\d{8}$/);
  return (await value.textContent())!.trim();
}

/** A stored item as the store keeps it (base64 JSON for the encoded ones). */
export const storedRaw = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

/** True when any stored item of the page's origin holds `text`, as written or base64-decoded. */
export const storageHolds = (page: Page, text: string) =>
  page.evaluate((needle) => {
    const decode = (value: string) => {
      try {
        return new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)));
      } catch {
        return '';
      }
    };
    const values = [window.localStorage, window.sessionStorage].flatMap((area) => Object.values(area) as string[]);
    return values.some((value) => value.includes(needle) || decode(value).includes(needle));
  }, text);
