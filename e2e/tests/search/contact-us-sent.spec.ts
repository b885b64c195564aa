import { expect, test } from '../../fixtures/test';

test('Contact Us is submitted and found in the sandbox outbox', async ({ page, sandbox }) => {
  const email = `contact-${Date.now()}@example.com`;
  await page.goto('/contactus');
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact Us' });
  await expect(form.getByLabel('Query Reason')).toHaveValue('Booking');

  await form.getByLabel('First Name').fill('Ann');
  await form.getByLabel('Last Name').fill('Example');
  await form.getByLabel('Email').fill(email);
  // Digits only: anything else typed is dropped.
  await form.getByLabel('Telephone').pressSequentially('0770-090 0123');
  await expect(form.getByLabel('Telephone')).toHaveValue('07700900123');
  await form.getByLabel('Booking Number').pressSequentially('BK1234');
  await expect(form.getByLabel('Booking Number')).toHaveValue('1234');
  await form.getByLabel('Query Reason').selectOption('Lost Item');
  await form.getByLabel('Additional Comments').fill('I left an umbrella in the car.');
  await form.getByRole('button', { name: 'SUBMIT' }).click();

  const dialog = page.getByRole('dialog', { name: 'Form Submitted' });
  await expect(dialog).toContainText('Your form has been submitted successfully!. Thank You for Contacting');
  const mails = await sandbox.readOutbox(email);
  expect(mails.length).toBeGreaterThan(0);
  expect(mails[0].body).toContain('I left an umbrella in the car.');
});

test('Contact Us shows Submission Failed with the server error', async ({ page }) => {
  await page.route('**/api/v1/contact-us', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Mail server unavailable' }) }),
  );
  await page.goto('/contactus');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('dialog', { name: 'Submission Failed' })).toContainText('Mail server unavailable');
});
