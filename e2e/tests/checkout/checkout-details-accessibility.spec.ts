import { expectNoAxeViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/test';
import { hasNoHorizontalScroll, nextButton, openPersonalDetails, problems } from './personal-details-helpers';

// Accessibility is part of done: personal details in every client mode (with its messages shown)
// and each forgot-password step have no axe violations, and fit a 375 px phone with no sideways scroll.

test('personal details: axe clean in every mode, with and without messages', async ({ page }) => {
  await openPersonalDetails(page);
  await expect(page.getByRole('heading', { name: 'BOOK A TRIP' })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const mode of ['New Client', 'Existing Client', 'Guest']) {
    await page.getByRole('radio', { name: mode }).check();
    await nextButton(page).click();
    await expect(problems(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.getByRole('button', { name: 'Help with the mobile number' }).click();
  await expect(page.getByText('Use a format like +31123456789.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('forgot password: axe clean on each step', async ({ page, sandbox }) => {
  await page.goto('/forgot_password');
  await expect(page.getByRole('heading', { name: 'Forgot Password', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Email' }).fill('client@example.com');
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(page.getByRole('textbox', { name: 'Reset Code' })).toBeVisible();
  await expectNoAxeViolations(page);
  const code = /\b(\d{6})\b/.exec((await sandbox.readOutbox('client@example.com'))[0].body)![1];
  await page.getByRole('textbox', { name: 'Reset Code' }).fill(code);
  await page.getByRole('button', { name: 'Verify Reset Code' }).click();
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Confirm Password').fill('other');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByLabel('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
  await expectNoAxeViolations(page);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('personal details and forgot password have no horizontal scroll', async ({ page }) => {
    await openPersonalDetails(page);
    // On a phone the journey's compact summary comes first; the full one is behind Show Detail.
    await expect(page.getByRole('region', { name: 'Journey summary' })).toBeVisible();
    await page.getByRole('radio', { name: 'New Client' }).check();
    await nextButton(page).click();
    await expect(problems(page)).toHaveCount(5);
    expect(await hasNoHorizontalScroll(page)).toBe(true);

    await page.getByRole('radio', { name: 'Existing Client' }).check();
    expect(await hasNoHorizontalScroll(page)).toBe(true);

    await page.goto('/forgot_password');
    await page.getByRole('textbox', { name: 'Email' }).fill('client@example.com');
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(page.getByRole('textbox', { name: 'Reset Code' })).toBeVisible();
    expect(await hasNoHorizontalScroll(page)).toBe(true);
  });
});
