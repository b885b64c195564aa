import { shellUrl } from '../../fixtures/env';
import { screens } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';

// The shell's own code after its entry cannot load (a lost connection, a deploy in progress): the page
// says so and offers a reload, instead of 'Please wait while loading content' spinning for ever.
const MESSAGE = 'The site could not be loaded. Please check your connection and reload the page.';
const isShellChunk = (url: URL) =>
  url.origin === new URL(shellUrl).origin && url.pathname.endsWith('.js') && !/^\/main\.[0-9a-f]+\.js$/.test(url.pathname);

test("the shell's chunks cannot load: the page says so, and Reload brings the site back", async ({ page }) => {
  await page.route(isShellChunk, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText(MESSAGE);
  await expect(page.getByText('Please wait while loading content')).toHaveCount(0);

  await page.unroute(isShellChunk);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(screens.home(page)).toBeVisible();
});
