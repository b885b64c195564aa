import { expectNoAxeViolations } from '../../fixtures/axe';
import { screens, vehicleCard } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import { airportWithMeetAndGreet, breakdownRows, openPricedJourney, pounds } from './priced-journey';

// product §10 "What the visitor sees": wherever a total is shown, what it is made of (base fare, each extra
// per leg, the return fare, the vehicles, the total) is one tap away, in the API's figures.

test('personal details and payment: a Price breakdown button beside the total opens lines that add up to it', async ({ page }) => {
  const { breakdown } = await openPricedJourney(page, airportWithMeetAndGreet, '/personalDetailView');
  await expect(screens.personalDetails(page)).toBeVisible();
  const expected = [
    ['Base fare', pounds(breakdown.base_fare)],
    ['Meet & Greet', '£12.00'],
    ['Baby Seat × 2 (£8.00 each)', '£16.00'],
    ['Waiting Time 10 mins (2 × £2.50)', '£5.00'],
    ['Total', pounds(breakdown.base_fare + 33)],
  ];

  const vehicle = page.getByRole('region', { name: 'Selected Vehicle' });
  await expect(vehicle).toContainText(`Total price:${pounds(breakdown.base_fare + 33)}`);
  const toggle = vehicle.getByRole('button', { name: 'Price breakdown' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await breakdownRows(page, toggle)).toEqual(expected);
  await expectNoAxeViolations(page);

  await page.goto('/paymentview');
  await expect(screens.payment(page)).toBeVisible();
  const booking = page.getByRole('region', { name: 'Your booking' });
  await expect(booking).toContainText(`Total: ${pounds(breakdown.base_fare + 33)}`);
  const payToggle = booking.getByRole('button', { name: 'Price breakdown' });
  // By keyboard as well: the button is a real button.
  await payToggle.focus();
  await page.keyboard.press('Enter');
  await expect(payToggle).toHaveAttribute('aria-expanded', 'true');
  expect(await breakdownRows(page, payToggle)).toEqual(expected);
  await expectNoAxeViolations(page);
});

test('on a phone the breakdown is beside the total, not folded away behind Show Detail', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPricedJourney(page, airportWithMeetAndGreet, '/paymentview');
  await expect(screens.payment(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show Detail' })).toBeVisible();
  const toggle = page.getByRole('region', { name: 'Your booking' }).getByRole('button', { name: 'Price breakdown' });
  await toggle.click();
  const id = await toggle.getAttribute('aria-controls');
  await expect(page.locator(`[id="${id}"]`)).toBeVisible();
  await expect(page.locator(`[id="${id}"]`)).toContainText('Meet & Greet');
});

test('results: the chosen card’s total opens into its lines, for the vehicles it is for', async ({ page }) => {
  const saloon = await openPricedJourney(page, airportWithMeetAndGreet, '/quotationview');
  await expect(screens.quotation(page)).toBeVisible();
  const card = vehicleCard(page, 'Saloon', saloon.company_name);
  const toggle = card.getByRole('button', { name: 'Price breakdown' });
  await toggle.click();
  const total = pounds(saloon.breakdown.base_fare + 33);
  expect(await breakdownRows(page, toggle)).toEqual([
    ['Base fare', pounds(saloon.breakdown.base_fare)],
    ['Meet & Greet', '£12.00'],
    ['Baby Seat × 2 (£8.00 each)', '£16.00'],
    ['Waiting Time 10 mins (2 × £2.50)', '£5.00'],
    ['Total', total],
  ]);
  const vehicles = card.getByLabel('Vehicles');
  if (await vehicles.count()) {
    await vehicles.selectOption('2 x Vehicle Selected');
    await expect(card.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)).toContainText('Vehicles2 ×');
  }
  await expectNoAxeViolations(page);
});
