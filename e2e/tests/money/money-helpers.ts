import { expect, type Page } from '@playwright/test';
import { shellUrl, stackEnv } from '../../fixtures/env';

/**
 * Presses Pay on the sandbox's hosted checkout. With `follow: false` the way back to the site is
 * stopped in the browser (the visitor closed the tab, or came back elsewhere) and its address returned.
 */
export async function payOnHostedPage(page: Page, { follow = true } = {}): Promise<string> {
  if (follow) {
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await expect(page).toHaveURL(new RegExp(`^${shellUrl}/card/`));
    return page.url();
  }
  // The payment really happens (the provider's answer is fetched); only the browser's way back is stopped.
  let returnAddress = '';
  await page.route('**/sandbox-checkout/*/pay', async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    returnAddress = response.headers().location ?? '';
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Paid</title><p>Paid. The tab is closed now.</p>' });
  });
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect.poll(() => returnAddress).not.toBe('');
  await page.unroute('**/sandbox-checkout/*/pay');
  return returnAddress;
}

/** The operators' list of paid attempts that are not bookings (the shell server's admin route). */
export async function unresolvedAttempts(page: Page): Promise<unknown[]> {
  const response = await page.request.get(`${shellUrl}/site/checkout-attempts?status=unresolved`, {
    headers: { 'X-Admin-Key': stackEnv().ATTEMPTS_ADMIN_KEY },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).attempts;
}

/** The amount on the sandbox's hosted page, in pounds. */
export async function hostedAmount(page: Page): Promise<number> {
  const text = await page.locator('.amount').textContent();
  return Number(text!.replace(/[^\d.]/g, ''));
}
