import { expect, test } from '../../fixtures/test';
import { fillAddress } from './search-helpers';

test('Quote Now on /quoteView is sent and found in the sandbox outbox', async ({ page, sandbox }) => {
  const email = `quote-now-${Date.now()}@example.com`;
  await page.goto('/quoteView');
  const form = page.getByRole('form', { name: 'Quote Now' });
  await expect(form).toBeVisible();

  await fillAddress(page, 'Pickup', 'Paddington Station, Praed Street, London W2 1HQ');
  await fillAddress(page, 'Drop Off', 'Heathrow Airport Terminal 5, Hounslow TW6 2GA');
  const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Date').fill(inThreeDays);
  await form.getByRole('combobox', { name: 'Hour', exact: true }).selectOption('3pm');
  await form.getByRole('combobox', { name: 'Min', exact: true }).selectOption('05');
  await form.getByLabel('Passengers', { exact: true }).selectOption('2');
  await form.getByLabel('Luggage', { exact: true }).selectOption('3');
  await form.getByLabel('Passenger Name').fill('Ann Example');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Telephone').fill('07700900123');
  await form.getByLabel('Additional Comments').fill('Child seat please');
  await form.getByRole('button', { name: 'SEND' }).click();

  await expect(page.getByText('Your booking has been sent!')).toBeVisible();
  const mails = await sandbox.readOutbox(email);
  expect(mails.length).toBeGreaterThan(0);
  // The 24-hour time reached the operator's summary.
  expect(mails.map((m) => m.body).join('\n')).toContain('15:05');
});

test('Quote Now says what is missing before sending', async ({ page }) => {
  await page.goto('/quoteView');
  const form = page.getByRole('form', { name: 'Quote Now' });
  await form.getByRole('button', { name: 'SEND' }).click();
  await expect(form.getByText('Enter your e-mail')).toBeVisible();
  await expect(form.getByText('Enter your telephone number')).toBeVisible();
  await form.getByLabel('Telephone').fill('0770 abc');
  await form.getByRole('button', { name: 'SEND' }).click();
  await expect(form.getByText('Use digits only')).toBeVisible();
});
