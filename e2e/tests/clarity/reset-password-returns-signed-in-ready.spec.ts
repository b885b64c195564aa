import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { screens } from '../../fixtures/pages';
import { expect, test, type SandboxFixture } from '../../fixtures/test';
import { emailField, nextButton, openPersonalDetails } from '../checkout/personal-details-helpers';

// product §2 "Forgot Password" ends on personal details; product §10 "What the visitor sees" completes it: the
// visitor arrives as an existing client with the e-mail of the reset filled in and a word that it worked.

const CLIENT = 'client@example.com';
const NOTICE = 'Your password has been changed. Sign in with it.';

/** From personal details, as an existing client who has not typed the e-mail there: Forgot Password? to the end. */
async function resetFromPersonalDetails(page: Page, sandbox: SandboxFixture) {
  await openPersonalDetails(page);
  await page.getByRole('radio', { name: 'Existing Client' }).check();
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  // Personal details has an Email box too: type into the reset's, once its page is there.
  await expect(screens.forgotPassword(page)).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(CLIENT);
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(page.getByRole('textbox', { name: 'Reset Code' })).toBeVisible();
  const code = /\b(\d{6})\b/.exec((await sandbox.readOutbox(CLIENT))[0].body)![1];
  await page.getByRole('textbox', { name: 'Reset Code' }).fill(code);
  await page.getByRole('button', { name: 'Verify Reset Code' }).click();
  await page.getByLabel('New Password').fill('Brand#New123');
  await page.getByLabel('Confirm Password').fill('Brand#New123');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/personalDetailView$/);
}

test('after a reset, personal details has the e-mail, says the password changed, and signs in with it', async ({ page, sandbox }) => {
  await resetFromPersonalDetails(page, sandbox);
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Existing Client' })).toBeChecked();
  await expect(emailField(page)).toHaveValue(CLIENT);
  const password = page.getByLabel('Password');
  await expect(password).toHaveValue('');
  await expect(password).toBeFocused();
  await expectNoAxeViolations(page);

  await password.fill('Brand#New123');
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/paymentview$/);
});

test('the notice is said once: a reload of personal details does not repeat it', async ({ page, sandbox }) => {
  await resetFromPersonalDetails(page, sandbox);
  await expect(page.getByText(NOTICE)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Personal Details', level: 1 })).toBeVisible();
  await expect(emailField(page)).toHaveValue(CLIENT);
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});
