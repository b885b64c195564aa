import { portEnv, portsFromBase } from '../../../config/stack.mjs';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { ports, rootDir, tmpDir } from '../../fixtures/env';
import { navbar, screens, settingsFailure } from '../../fixtures/pages';
import { startProcess, stopProcess, waitForUrl, type Proc } from '../../fixtures/processes';
import { expect, test } from '../../fixtures/test';

// `npm run start:prod` with its API down: the settings overlay ends with a message and Try again
// (docs/decisions/start-up.md), not a page without its navbar; once the API answers, Try again brings the
// page in without a reload.

const site = `http://localhost:${ports.prodShell}`;
const api = `http://localhost:${ports.prodApi}`;
const keys = { API_PUBLIC_KEY: 'api-down-public', API_SECRET_KEY: 'api-down-secret' };

let prod: Proc | undefined;
let sandbox: Proc | undefined;

test.beforeAll(async () => {
  prod = startProcess(`start-prod-${ports.prodShell}`, process.execPath, ['scripts/start-prod.mjs', '--skip-build'], {
    ...portEnv(portsFromBase(ports.prodShell)),
    ...keys,
    API_BASE_URL: api,
    ATTEMPTS_SECRET: 'api-down-attempts-secret',
    ATTEMPTS_DB: `${tmpDir}checkout-attempts-prod-${ports.prodShell}.db`,
  });
  await waitForUrl(`${site}/healthz`, { proc: prod, timeoutMs: 30_000 });
  for (let remote = 1; remote <= 4; remote += 1) await waitForUrl(`http://localhost:${ports.prodShell + remote}/healthz`, { proc: prod });
});

test.afterAll(async () => {
  if (sandbox) await stopProcess(sandbox);
  if (prod) await stopProcess(prod);
});

test('the overlay ends with the message and Try again, which loads the page once the API is back', async ({ page }) => {
  expect((await page.request.get(`${site}/readyz`)).status()).toBe(503);
  await page.goto(`${site}/`);
  const failure = settingsFailure(page);
  const retry = failure.getByRole('button', { name: 'Try again' });
  await expect(failure).toContainText('Please try again in a moment.');
  await expect(retry).toBeVisible();
  await expect(page.getByText('Please wait while loading content')).toBeHidden();
  // No half page: the form under the message cannot be reached, and Try again is the first Tab stop.
  await expect(navbar(page)).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(retry).toBeFocused();
  await expectNoAxeViolations(page);

  // Still down: Try again asks again and says so again.
  const askedAgain = page.waitForResponse(`${site}/api/v1/settings-flat`);
  await retry.press('Enter');
  expect((await askedAgain).status()).toBe(502);
  await expect(retry).toBeVisible();

  await page.setViewportSize({ width: 375, height: 700 });
  await expect(retry).toBeInViewport();
  const box = await failure.getByRole('heading').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The API comes back on the same address; the same page, not a reload, loads with it.
  sandbox = startProcess(`sandbox-${ports.prodApi}`, `${rootDir}node_modules/.bin/tsx`, ['sandbox-api/src/main.ts'], {
    ...keys,
    PORT: String(ports.prodApi),
    DB_FILE: ':memory:',
    SANDBOX_ADMIN: 'off',
  });
  await waitForUrl(`${api}/sandbox/health`, { proc: sandbox, timeoutMs: 30_000 });
  await page.evaluate(() => ((window as { sameVisit?: boolean }).sameVisit = true));
  await retry.click();

  await expect(screens.home(page)).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'Our Fleet' })).toBeVisible();
  await expect(failure).toHaveCount(0);
  expect(await page.evaluate(() => (window as { sameVisit?: boolean }).sameVisit)).toBe(true);
});
