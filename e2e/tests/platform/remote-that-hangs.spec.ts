import { startHangingRemote, type HangingRemote } from '../../fixtures/hanging-remote';
import { areaNames, remotePages, remoteUnavailable } from '../../fixtures/pages';
import { startRemoteServer, startShellServer, stopServer, type Server } from '../../fixtures/stack';
import { expect, test } from '../../fixtures/test';

// A remote whose server accepts the connection and then says nothing: within 10 s its area says it
// is unavailable, with Try again, exactly as for a remote that refuses the connection
// (remote-offline.spec.ts), while the rest of the site works. Each test has its own shell server
// and remote; the main stack is left untouched.

const remote = 'mf_corporate';
const own = remotePages[remote];
/** The promise: 10 s, plus what the browser and a shared machine take around it. */
const WITHIN_MS = 15_000;

let upstream: Server | undefined;
let hanging: HangingRemote | undefined;
let shell: Server | undefined;

test.afterEach(async () => {
  await stopServer(shell);
  await hanging?.close();
  await stopServer(upstream);
});

async function openWhileItHangs(page: import('@playwright/test').Page, hang: 'everything' | 'modules') {
  upstream = await startRemoteServer(remote);
  hanging = await startHangingRemote(upstream.url, hang);
  shell = await startShellServer({ [remote]: hanging.manifestUrl });
  const started = Date.now();
  // The page's load event waits for the hanging requests: only its document is waited for.
  await page.goto(`${shell.url}${own.path}`, { waitUntil: 'domcontentloaded' });
  const message = remoteUnavailable(page, areaNames[remote]);
  await expect(message).toBeVisible({ timeout: WITHIN_MS });
  expect(Date.now() - started).toBeLessThan(WITHIN_MS);
  await expect(own.screen(page)).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  return message;
}

test('a remote that never answers is said to be unavailable within 10 s, and Try again brings it back', async ({ page }) => {
  const message = await openWhileItHangs(page, 'everything');
  expect(hanging!.unanswered).toContain('/mf-manifest.json');

  hanging!.hang('nothing');
  await message.getByRole('button', { name: 'Try again' }).click();
  await expect(own.screen(page)).toBeVisible();
  await expect(message).toHaveCount(0);
});

test('a remote whose entry answers but whose module never does is said to be unavailable within 10 s', async ({ page }) => {
  const message = await openWhileItHangs(page, 'modules');
  expect(hanging!.unanswered.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
  await expect(message.getByRole('button', { name: 'Try again' })).toBeVisible();
});
