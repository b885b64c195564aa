import { expect, test } from '../../fixtures/test';
import { storageHolds } from './checkout-flow';
import { stored } from '../search/search-helpers';
import { emailField, nextButton, openPersonalDetails, problems } from './personal-details-helpers';

// product §5: Next checks, in this order, the e-mail, the password, privacy and terms, with product §8's
// words; our checks beyond them (the mobile number) come after (product §10 "Money, trust and privacy").
// Every message is in the summary at the top (GOV.UK style) and beside its field; fixing one leaves the
// rest, in the same order.

const EMAIL = 'Enter Passenger Email to receive booking details';
const PHONE = 'Enter a mobile number so that the driver can reach you';
const PASSWORD = 'Enter Password for booking';
const PRIVACY = 'Please Accept Our Privacy Policies';
const TERMS = 'Please Accept Our Term and Conditions';

test('a new client sees each validation message in order, then goes to payment', async ({ page }) => {
  await openPersonalDetails(page);
  await page.getByRole('radio', { name: 'New Client' }).check();

  await nextButton(page).click();
  await expect(problems(page)).toHaveText([EMAIL, PASSWORD, PRIVACY, TERMS, PHONE]);
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect(emailField(page)).toHaveAccessibleDescription(EMAIL);

  // A summary link takes the visitor to its field.
  await problems(page).first().getByRole('link').click();
  await expect(emailField(page)).toBeFocused();
  await emailField(page).fill('new.client@example.com');
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill('07700 900456');
  await nextButton(page).click();
  await expect(problems(page)).toHaveText([PASSWORD, PRIVACY, TERMS]);

  await page.getByLabel('Password').fill('New#Client1');
  await nextButton(page).click();
  await expect(problems(page)).toHaveText([PRIVACY, TERMS]);
  await expect(page.getByRole('checkbox', { name: 'I accept the Privacy Policy' })).toHaveAccessibleDescription(PRIVACY);

  await page.getByRole('checkbox', { name: 'I accept the Privacy Policy' }).check();
  await nextButton(page).click();
  await expect(problems(page)).toHaveText([TERMS]);

  await page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  await page.getByRole('textbox', { name: 'Flight, train station, sea port or ferry name' }).fill('BA 117');
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/paymentview$/);

  expect(await stored(page, 'registrationData', true)).toMatchObject({
    email: 'new.client@example.com',
    number: '07700 900456',
    password: '',
    privacyAccepted: true,
    termsAccepted: true,
  });
  expect(await storageHolds(page, 'New#Client1')).toBe(false);
  expect(await stored(page, 'clientMode')).toBe('new_client');
  expect(await stored(page, 'BookingForm')).toMatchObject({ pickup_fight_number: 'BA 117' });
});

test('a guest is asked for the e-mail, then a mobile number that is one', async ({ page }) => {
  await openPersonalDetails(page);
  await expect(page.getByRole('radio', { name: 'Guest' })).toBeChecked();
  await expect(page.getByLabel('Password')).toHaveCount(0);

  await nextButton(page).click();
  await expect(problems(page)).toHaveText([EMAIL, PHONE]);

  await emailField(page).fill('guest@example');
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill('12345');
  await nextButton(page).click();
  await expect(problems(page)).toHaveText([
    'Enter an e-mail address in the correct format, like name@example.com',
    'Enter a UK mobile number like 07700 900123, or an international one starting with +',
  ]);

  await emailField(page).fill('guest@example.com');
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill('+44 7700 900123');
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/paymentview$/);
});
