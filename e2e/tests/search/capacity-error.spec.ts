import { expect, test } from '../../fixtures/test';
import { fillAddress, openHome, popup, quoteButton, stored } from './search-helpers';

// product §4 / 8's capacity message, word for word, now with the offer of several vehicles (docs/decisions/search.md).
test('20 passengers exceed the largest vehicle by 4, word for word, and nothing is kept', async ({ page }) => {
  await openHome(page);
  await fillAddress(page, 'Pick-Up', 'SW1A 1AA');
  await fillAddress(page, 'Drop-Off', 'EC2M 7PY');
  await page.getByLabel('Passengers').selectOption('20');
  await quoteButton(page).click();

  const dialog = popup(page, 'More than one vehicle needed');
  await expect(dialog).toContainText(
    "Sorry we don't have any vehicle with requested options, the following limits are exceeded: Passengers exceeded by 4",
  );
  await expect(page).toHaveURL(/\/$/);
  expect(await stored(page, 'PriceDetails')).toBeNull();
  await dialog.getByRole('button', { name: 'Change the journey' }).click();
  await expect(dialog).toBeHidden();
});
