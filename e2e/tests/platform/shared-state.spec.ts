import { results, screens, stepButton, summary, vehicleCard } from '../../fixtures/pages';
import { saloonPrice, selectedSaloon, storeFlowData } from '../../fixtures/storage';
import { expect, test } from '../../fixtures/test';

// One store across bundles: what mf_quote writes is read, in the same page life (no reload), by the
// shell's step bar (its guard) and by mf_checkout. With a store per bundle, the shell would still see
// no vehicle and send the visitor back to the quotation.

test('a vehicle chosen in mf_quote unlocks Personal Detail in the shell and shows in mf_checkout', async ({ page }) => {
  await page.goto('/');
  await expect(screens.home(page)).toBeVisible();
  await page.getByRole('combobox', { name: 'Pick-Up', exact: true }).fill('SW1A 1AA');
  await page.getByRole('combobox', { name: 'Drop-Off', exact: true }).fill('EC2M 7PY');
  await page.getByRole('button', { name: 'Quote and Book' }).click();
  await expect(screens.quotation(page)).toBeVisible();
  await expect(stepButton(page, 'Quotation')).toHaveAttribute('aria-current', 'step');
  // Marks this page life: a full reload would drop it.
  await page.evaluate(() => ((window as unknown as { e2eMarker: string }).e2eMarker = 'same page'));

  // Before a vehicle is chosen, the step bar refuses Personal Detail.
  await stepButton(page, 'Personal Detail').click();
  await expect(page).toHaveURL(/\/quotationview$/);

  // mf_quote writes selectedVehicleData and navigates; the shell's guard lets the visitor through.
  const saloon = vehicleCard(page, 'Saloon', 'Capital Cars');
  await saloon.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/personalDetailView$/);
  await expect(screens.personalDetails(page)).toBeVisible();
  await expect(stepButton(page, 'Personal Detail')).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('region', { name: 'Selected Vehicle' })).toContainText('Saloon');
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe('same page');
});

test('prices written by mf_search light Quotation in the shell and are shown by mf_quote', async ({ page }) => {
  await page.goto('/');
  await expect(screens.home(page)).toBeVisible();
  await expect(stepButton(page, 'Book a Trip')).toHaveAttribute('aria-current', 'step');
  await page.evaluate(() => ((window as unknown as { e2eMarker: string }).e2eMarker = 'same page'));

  await page.getByRole('combobox', { name: 'Pick-Up', exact: true }).fill('SW1A 1AA');
  await page.getByRole('combobox', { name: 'Drop-Off', exact: true }).fill('EC2M 7PY');
  await page.getByRole('button', { name: 'Quote and Book' }).click();

  await expect(page).toHaveURL(/\/quotationview$/);
  await expect(stepButton(page, 'Quotation')).toHaveAttribute('aria-current', 'step');
  await expect(results(page).getByRole('button', { name: 'Book Now' }).first()).toBeVisible();
  await expect(summary(page).getByText('SW1A 1AA')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe('same page');
});

test('the app settings the shell loaded are read by a remote', async ({ page, sandbox }) => {
  // GUEST_LOGIN (seeded enable) decides whether mf_checkout offers guest mode (product §10 "Settings").
  await storeFlowData(page, { priceDetails: [saloonPrice], selectedVehicleData: selectedSaloon });
  await page.goto('/personalDetailView');
  await expect(screens.personalDetails(page)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Guest' })).toBeChecked();

  await sandbox.overrideSettings({ GUEST_LOGIN: 'disable' });
  await page.reload();
  await expect(page.getByRole('radio', { name: 'New Client' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Guest' })).toHaveCount(0);
});
