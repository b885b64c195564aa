import { readFileSync, rmSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { apiUrl, ports, tmpDir } from '../../fixtures/env';
import { screens } from '../../fixtures/pages';
import { killProcess } from '../../fixtures/processes';
import { startShellAsNpmStartDoes, stopServer, type Server } from '../../fixtures/stack';
import { expect, test } from '../../fixtures/test';
import { confirmationMails, enterDetailsAndContinue, newClient, openPersonalDetailsPriced, referenceId } from '../checkout/checkout-flow';
import { bodyRows, bookingsCount, DEMO, signIn } from '../corporate/corporate-helpers';
import { payOnHostedPage } from './money-helpers';

// product §10 "Money, trust and privacy": nothing a paid attempt needs is lost on a restart. The shell's
// server, started as `npm start` starts it (no ATTEMPTS_SECRET: the key kept beside its attempts'
// database), is killed with SIGKILL after the visitor paid and before they come back, then started
// again. It is this spec's own server on the spare port; the shared stack's is never touched.

const folder = `${tmpDir}restart-${ports.spareShell}/`;
const secretFile = `${folder}attempts-secret`;
let server: Server | undefined;

test.beforeEach(() => rmSync(folder, { recursive: true, force: true }));
test.afterEach(async () => stopServer(server));

/** A visitor's browser on the spare server's site. */
async function visitorOf(browser: Browser, site: Server) {
  const context = await browser.newContext({ baseURL: site.url });
  return context.newPage();
}

/** Pays on the hosted page, kills the server before the visitor is back, starts it again: the way back. */
async function payWhileTheServerRestarts(page: Awaited<ReturnType<typeof visitorOf>>) {
  await page.getByRole('button', { name: 'Pay By Card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox-checkout/cs_test_`));
  const returnAddress = await payOnHostedPage(page, { follow: false });
  expect(returnAddress).toMatch(new RegExp(`^${server!.url}/card/`));
  const secret = readFileSync(secretFile, 'utf8');
  await killProcess(server!);
  server = await startShellAsNpmStartDoes(folder, `shell-restart-${ports.spareShell}-again`);
  expect(readFileSync(secretFile, 'utf8')).toBe(secret);
  return returnAddress;
}

test('a new client who paid by card comes back after the server restarted and is booked, once', async ({ browser }) => {
  server = await startShellAsNpmStartDoes(folder, `shell-restart-${ports.spareShell}`);
  const page = await visitorOf(browser, server);
  await enterDetailsAndContinue(page, 'new client');
  const returnAddress = await payWhileTheServerRestarts(page);

  await page.goto(returnAddress);
  await expect(screens.confirmation(page)).toBeVisible();
  const reference = await referenceId(page);
  expect((await confirmationMails(newClient.email)).map((mail) => mail.subject)).toEqual([`Booking confirmation ${reference}`]);
  // The account was opened with the password typed before the restart.
  const signIn = await page.request.post(`${server.url}/api/v1/check-passenger-email`, {
    data: { email: newClient.email, password: newClient.password },
  });
  expect((await signIn.json()).success).toBe(true);
  await page.context().close();
});

test("a corporate passenger's card booking made across a restart is in their Bookings", async ({ browser }) => {
  server = await startShellAsNpmStartDoes(folder, `shell-restart-${ports.spareShell}`);
  const page = await visitorOf(browser, server);
  await signIn(page);
  await openPersonalDetailsPriced(page);
  const form = page.getByRole('form', { name: 'Your details' });
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO.email);
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(screens.payment(page)).toBeVisible();
  const returnAddress = await payWhileTheServerRestarts(page);

  await page.goto(returnAddress);
  await expect(screens.confirmation(page)).toBeVisible();
  const reference = await referenceId(page);
  await page.goto('/bookings');
  await expect(bookingsCount(page)).toHaveText(`Showing 1–10 of ${DEMO.bookings + 1} bookings`);
  await page.getByLabel('Search bookings').fill(reference);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText(reference);
  await page.context().close();
});
