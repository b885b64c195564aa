import { ports } from '../../fixtures/env';
import { expect, test } from '../../fixtures/test';
import { detailsForm, emailField, nextButton, openPersonalDetails } from './personal-details-helpers';

// Failure mode: mf_quote cannot be reached, so its booking summary panel cannot be mounted. The
// panel's place says so, with a retry, and the visitor still gives their details and goes on.

test('with mf_quote unreachable, personal details still works and says the summary is missing', async ({ page }) => {
  await page.route(`http://localhost:${ports.quote}/**`, (route) => route.abort('connectionrefused'));
  await openPersonalDetails(page);

  await expect(page.getByRole('alert').filter({ hasText: 'This part of the page could not be loaded.' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Selected Vehicle' })).toContainText('Saloon');

  const form = detailsForm(page);
  await emailField(page).fill('offline.guest@example.com');
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill('07700 900111');
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/paymentview$/);
});
