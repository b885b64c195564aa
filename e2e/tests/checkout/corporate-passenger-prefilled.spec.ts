import { encode } from '../../fixtures/storage';
import { expect, test } from '../../fixtures/test';
import { detailsForm, openPersonalDetails } from './personal-details-helpers';

// product §10 "Routes": a signed-in corporate passenger finds name, e-mail and phone pre-filled.

test('a signed-in corporate passenger finds the details filled in', async ({ page }) => {
  await openPersonalDetails(page, {
    passenger_token: encode('e2e-token'),
    passenger_corporate_details: encode({
      passenger_id: 1,
      passenger_name: 'Demo Corporate',
      passenger_email: 'demo.corporate@example.com',
      passenger_contact_no: '+44 20 7946 0001',
    }),
  });
  const form = detailsForm(page);
  await expect(form.getByRole('textbox', { name: 'First Name' })).toHaveValue('Demo');
  await expect(form.getByRole('textbox', { name: 'Surname' })).toHaveValue('Corporate');
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('demo.corporate@example.com');
  await expect(form.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue('+44 20 7946 0001');
});
