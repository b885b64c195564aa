import type { Page } from '@playwright/test';
import { manifestUrl } from '../../fixtures/env';
import { areaNames, navbar, remoteUnavailable, screens } from '../../fixtures/pages';
import {
  buildSecondTree,
  NEWER_SHARED_DOMAIN,
  NEWER_SHARED_STORE,
  NEXT,
  type SecondTree,
  type SourceEdit,
} from '../../fixtures/second-tree';
import { startRemoteServer, startShellServer, stopServer, type Server } from '../../fixtures/stack';
import { expect, test } from '../../fixtures/test';
import { DROPOFF, PICKUP, results, summary, vehicleCard } from '../quote/quote-helpers';

// Independent deploys in either order: the shell and mf-search are built again from a second tree of
// the sources (the next commit: a changed prop default in mf-search, a changed footer text in the
// shell; e2e/fixtures/second-tree.ts). A new mf-search runs under the shell already running, and a new
// shell runs with the remotes already running; the same journey crosses both builds each way, with no
// page error and no part showing that it is unavailable. The main stack's builds are not touched.
// Then a new mf-search built on a newer @booking/shared than the running shell provides: a new domain
// rule comes with mf-search's own copy, which the runtime picks, and the journey works; a new store
// export (one instance, the shell's only) makes the shell refuse mf-search at load: its area says it is
// unavailable, never a blank page or a dead button, and the rest of the site keeps working.

let next: SecondTree;
test.beforeAll(async () => {
  // Two production builds: seconds here, minutes on a busy two-core machine.
  test.setTimeout(600_000);
  next = await buildSecondTree();
});

let remoteServer: Server | undefined;
let shell: Server | undefined;
test.afterEach(async () => {
  await stopServer(shell);
  await stopServer(remoteServer);
  shell = undefined;
  remoteServer = undefined;
});

/** What a part or an area says when it could not be loaded or crashed (shell, RemotePart, mf_quote, mf_search). */
const UNAVAILABLE =
  /section is unavailable right now|part of the page could not be loaded|cannot be loaded right now|cannot be changed right now|cannot be shown right now/;

/** Uncaught errors, and what the federation layers log when they replace a module or a part. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /\[federation\]|\[shell\] remote/.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  return problems;
}

interface Expected {
  /** mf-search's submit label on the home page, and the other build's. */
  submit: string;
  otherSubmit: string;
  /** The shell footer's Support line, and the other build's. */
  support: string;
  otherSupport: string;
}

/**
 * Home (mf_search in the shell) -> priced results (mf_quote) -> Edit Quote (mf_search's form inside
 * mf_quote) -> Search -> Book Now -> personal details (mf_checkout, with mf_quote's summary inside).
 */
async function journey(page: Page, siteUrl: string, expected: Expected) {
  await page.goto(`${siteUrl}/`);
  await expect(screens.home(page)).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(expected.support, { exact: true })).toBeVisible();
  await expect(footer.getByText(expected.otherSupport, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: expected.submit, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: expected.otherSubmit, exact: true })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Pick-Up', exact: true }).fill(PICKUP);
  await page.getByRole('combobox', { name: 'Drop-Off', exact: true }).fill(DROPOFF);
  await page.getByLabel('Passengers', { exact: true }).selectOption('2');
  await page.getByRole('button', { name: expected.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/quotationview$/);
  await expect(vehicleCard(page, 'Saloon', 'Capital Cars')).toBeVisible();

  await summary(page).getByRole('button', { name: 'Edit Quote' }).click();
  const form = summary(page).getByRole('form', { name: 'Get a quote' });
  await expect(form.getByRole('combobox', { name: 'Pick-Up', exact: true })).toHaveValue(PICKUP);
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(summary(page).getByRole('button', { name: 'Edit Quote' })).toBeVisible();
  await expect(vehicleCard(page, 'Saloon', 'Capital Cars')).toBeVisible();
  await expect(results(page).getByText(UNAVAILABLE)).toHaveCount(0);

  await vehicleCard(page, 'Saloon', 'Capital Cars').getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/personalDetailView$/);
  await expect(screens.personalDetails(page)).toBeVisible();
  // mf_quote's summary, mounted by mf_checkout through the shell's federation instance.
  await expect(page.getByRole('region', { name: 'BOOK A TRIP' })).toContainText('Heathrow Airport');
  await expect(footer.getByText(expected.support, { exact: true })).toBeVisible();
}

const oldBuild = { submit: NEXT.searchSubmit.before, support: NEXT.shellSupport.before };
const newBuild = { submit: NEXT.searchSubmit.after, support: NEXT.shellSupport.after };

/** The current shell build and its other remotes (the main stack's); only mf_search is the next one, from `dist`. */
async function newSearchUnderRunningShell(page: Page, dist: string) {
  const problems = watchProblems(page);
  remoteServer = await startRemoteServer('mf_search', { dir: dist });
  shell = await startShellServer({ mf_search: manifestUrl(remoteServer.port) });

  await journey(page, shell.url, {
    submit: newBuild.submit,
    otherSubmit: oldBuild.submit,
    support: oldBuild.support,
    otherSupport: newBuild.support,
  });

  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  expect(problems).toEqual([]);
}

test('a new mf-search works under the shell already running', async ({ page }) => {
  test.setTimeout(180_000);
  await newSearchUnderRunningShell(page, next.dist['mf-search']);
});

test('a new shell works with the remotes already running', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = watchProblems(page);
  // The next shell build, served by the shell's server; every remote is the main stack's, as running.
  shell = await startShellServer({}, { DIST_DIR: next.dist.shell });

  await journey(page, shell.url, {
    submit: oldBuild.submit,
    otherSubmit: newBuild.submit,
    support: newBuild.support,
    otherSupport: oldBuild.support,
  });

  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  expect(problems).toEqual([]);
});

/**
 * Under the running shell, a new mf-search built with `edits`: its area says it is unavailable, the
 * page around it (navbar, footer) stays, with no uncaught error, and another remote's page still works.
 */
async function expectAreaUnavailable(page: Page, edits: SourceEdit[], name: string) {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const clash = await buildSecondTree({ name, apps: ['mf-search'], edits });
  remoteServer = await startRemoteServer('mf_search', { dir: clash.dist['mf-search'] });
  shell = await startShellServer({ mf_search: manifestUrl(remoteServer.port) });

  await page.goto(`${shell.url}/`);
  await expect(remoteUnavailable(page, areaNames.mf_search)).toBeVisible();
  await expect(screens.home(page)).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByText(NEXT.shellSupport.before, { exact: true })).toBeVisible();

  await navbar(page).getByRole('link', { name: 'Urgent Booking' }).click();
  await expect(page).toHaveURL(/\/quoteView$/);
  await expect(screens.urgentBooking(page)).toBeVisible();
  expect(pageErrors).toEqual([]);
}

test('a new mf-search calling a new shared domain rule the running shell lacks: the runtime takes its own copy and the journey works', async ({
  page,
}) => {
  // Build included: a few seconds here, minutes on a busy two-core machine.
  test.setTimeout(600_000);
  const newer = await buildSecondTree({ name: 'shared-domain', apps: ['mf-search'], edits: NEWER_SHARED_DOMAIN });
  await newSearchUnderRunningShell(page, newer.dist['mf-search']);
});

test("a new mf-search needing a newer shared store than the running shell's is refused at load: its area says so, never a dead button", async ({
  page,
}) => {
  test.setTimeout(600_000);
  await expectAreaUnavailable(page, NEWER_SHARED_STORE, 'shared-store');
});
