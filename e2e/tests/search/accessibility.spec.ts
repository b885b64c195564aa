import { expect, test } from '../../fixtures/test';
import { expectNoAxeViolations } from '../../fixtures/axe';

const PAGES = [
  { path: '/', ready: 'Book a Trip' },
  { path: '/quoteView', ready: 'Quote Now' },
  { path: '/contactus', ready: 'Contact Us' },
  { path: '/ourfleet', ready: 'Our Fleet' },
];

for (const { path, ready } of PAGES) {
  test(`axe finds no WCAG A/AA violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });
}

test('axe finds no violation with the return leg, a stop and the options open', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Add Return' }).click();
  await page.getByRole('button', { name: 'Add a stop' }).click();
  await page.getByRole('button', { name: 'Edit Options' }).click();
  await page.getByRole('combobox', { name: 'Pick-Up', exact: true }).fill('airport');
  await expect(page.getByRole('listbox', { name: 'Pick-Up suggestions' })).toBeVisible();
  await expectNoAxeViolations(page);
});
