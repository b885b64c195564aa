import type { Page } from '@playwright/test';
import { expectEveryControlInView } from '../../fixtures/layout';
import { screens } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import { openPaymentWith, openPersonalDetailsPriced, priceJourney } from '../checkout/checkout-flow';
import { signIn } from '../corporate/corporate-helpers';
import { storeFlowData } from '../../fixtures/storage';

// Each page of the journey at a desktop, a tablet and a phone width: no control clipped, off-screen
// or covered (the options' counters, the corporate table's Details, the pay buttons...). The
// screenshots are in the report.

type Journey = { name: string; open: (page: Page) => Promise<void> };

const resultsWithOptions = async (page: Page) => {
  const prices = await priceJourney(page.request);
  await storeFlowData(page, {
    priceDetails: prices,
    raw: {
      BookingForm: JSON.stringify({
        select_option: 'one_way',
        pickup: 'Heathrow Airport',
        dropoff: 'SW1A 1AA',
        pickup_date: '2030-05-01',
        pickup_hour: '10am',
        pickup_min: '30',
        passengers: 2,
        luggages: 1,
        stops: [],
      }),
      BookingType: JSON.stringify('milleage'),
    },
  });
  await page.goto('/quotationview');
  await expect(screens.quotation(page)).toBeVisible();
};

const JOURNEYS: Journey[] = [
  {
    name: 'home',
    open: async (page) => {
      await page.goto('/');
      await expect(screens.home(page)).toBeVisible();
    },
  },
  {
    name: 'home with the options open',
    open: async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Edit Options' }).click();
    },
  },
  { name: 'results', open: resultsWithOptions },
  {
    name: 'urgent booking',
    open: async (page) => {
      await page.goto('/quoteView');
      await expect(screens.urgentBooking(page)).toBeVisible();
    },
  },
  {
    name: 'personal details with the options open',
    open: async (page) => {
      await openPersonalDetailsPriced(page);
      const edit = page.getByRole('button', { name: 'Edit Options' });
      if (await edit.count()) await edit.first().click();
    },
  },
  {
    name: 'payment',
    open: async (page) => {
      await openPaymentWith(page);
    },
  },
  {
    name: 'confirmation',
    open: async (page) => {
      await openPaymentWith(page);
      await page.getByRole('button', { name: 'Pay in Car' }).click();
      await expect(screens.confirmation(page)).toBeVisible();
    },
  },
  {
    name: 'our fleet',
    open: async (page) => {
      await page.goto('/ourfleet');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    name: 'contact us',
    open: async (page) => {
      await page.goto('/contactus');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    name: 'corporate bookings',
    open: async (page) => {
      await signIn(page);
    },
  },
];

for (const width of [1280, 768, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 900 } });
    for (const journey of JOURNEYS) {
      test(`${journey.name}: every control is in view`, async ({ page }, testInfo) => {
        await journey.open(page);
        await page.waitForLoadState('networkidle');
        await expectEveryControlInView(page, testInfo, journey.name);
      });
    }
  });
}
