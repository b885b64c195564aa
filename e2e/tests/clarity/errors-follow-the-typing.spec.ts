import { expectNoAxeViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/test';
import { emailField, nextButton, openPersonalDetails, problems } from '../checkout/personal-details-helpers';
import { fillAddress, openHome, quoteButton } from '../search/search-helpers';

// product §10 "What the visitor sees": after the first submit, a field's error goes as soon as its value is
// valid, and the summary follows, with no second press of Next. The summary lists product §5's checks first,
// in their order (e-mail, password, privacy, terms), then the checks beyond it (the mobile number).

const EMAIL = 'Enter Passenger Email to receive booking details';
const PASSWORD = 'Enter Password for booking';
const PRIVACY = 'Please Accept Our Privacy Policies';
const TERMS = 'Please Accept Our Term and Conditions';
const PHONE = 'Enter a mobile number so that the driver can reach you';
const PHONE_FORMAT = 'Enter a UK mobile number like 07700 900123, or an international one starting with +';

test("a new client's messages follow the typing, product §5's checks first", async ({ page }) => {
  await openPersonalDetails(page);
  await page.getByRole('radio', { name: 'New Client' }).check();
  await nextButton(page).click();
  await expect(problems(page)).toHaveText([EMAIL, PASSWORD, PRIVACY, TERMS, PHONE]);
  await expectNoAxeViolations(page);

  await emailField(page).fill('new.client@example.com');
  await expect(problems(page)).toHaveText([PASSWORD, PRIVACY, TERMS, PHONE]);
  await expect(emailField(page)).not.toHaveAttribute('aria-invalid', 'true');
  // Typing does not move the focus to the summary: the visitor keeps typing where they are.
  await expect(emailField(page)).toBeFocused();

  const phone = page.getByRole('textbox', { name: 'Mobile Number' });
  await phone.fill('12345');
  await expect(problems(page)).toHaveText([PASSWORD, PRIVACY, TERMS, PHONE_FORMAT]);
  await expect(phone).toHaveAccessibleDescription(new RegExp(PHONE_FORMAT.replace(/[+]/g, '\\+')));
  await phone.fill('07700 900456');
  await expect(problems(page)).toHaveText([PASSWORD, PRIVACY, TERMS]);

  await page.getByLabel('Password').fill('New#Client1');
  await page.getByRole('checkbox', { name: 'I accept the Privacy Policy' }).check();
  await expect(problems(page)).toHaveText([TERMS]);
  await page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toHaveCount(0);

  await nextButton(page).click();
  await expect(page).toHaveURL(/\/paymentview$/);
});

test('a flagged field shows its current problem; a field Next accepted waits for the next Next', async ({ page }) => {
  await openPersonalDetails(page);
  const phone = page.getByRole('textbox', { name: 'Mobile Number' });
  await phone.fill('07700 900456');
  await nextButton(page).click();
  await expect(problems(page)).toHaveText([EMAIL]);

  await emailField(page).fill('guest@example.com');
  await expect(problems(page)).toHaveCount(0);
  // Flagged by Next, the e-mail's message comes back as soon as it is a problem again.
  await emailField(page).fill('');
  await expect(problems(page)).toHaveText([EMAIL]);
  // The mobile number passed Next: a slip while retyping it is said at the next Next, not under the fingers.
  await phone.fill('077');
  await expect(problems(page)).toHaveText([EMAIL]);
  await nextButton(page).click();
  await expect(problems(page)).toHaveText([EMAIL, PHONE_FORMAT]);
});

test('the home form: a fixed address loses its message as it is typed', async ({ page }) => {
  await openHome(page);
  await quoteButton(page).click();
  const pickup = page.getByRole('combobox', { name: 'Pick-Up', exact: true });
  await expect(pickup).toHaveAccessibleDescription('Enter the Pick-Up address');
  await fillAddress(page, 'Pick-Up', 'SW1A 1AA');
  await expect(pickup).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('combobox', { name: 'Drop-Off', exact: true })).toHaveAccessibleDescription('Enter the Drop-Off address');
});
