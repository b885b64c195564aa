import { expect, test } from '../../fixtures/test';
import { DEMO, signIn, sidebar } from './corporate-helpers';

// product §2 "My Profile" and product §8 "Profile update": the answer's passenger replaces the stored one.

test('a profile change is saved, stored and still there after a reload', async ({ page }) => {
  await signIn(page);
  await sidebar(page).getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  const card = page.getByRole('region', { name: 'Edit Profile' });
  await expect(card.getByLabel('Name')).toHaveValue(DEMO.name);
  await expect(card.getByLabel('Email')).toHaveValue(DEMO.email);

  await card.getByLabel('Phone').fill('12');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText(/Please enter a valid phone number/)).toBeVisible();

  await card.getByLabel('Name').fill('Dana Renamed');
  await card.getByLabel('Phone').fill('+44 20 7946 0000');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Success' })).toContainText('Passenger Details Updated');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Edit Profile' }).getByLabel('Name')).toHaveValue('Dana Renamed');
  await expect(page.getByRole('region', { name: 'Edit Profile' }).getByLabel('Phone')).toHaveValue('+44 20 7946 0000');
});
