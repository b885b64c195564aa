import type { RemoteName } from '../../fixtures/env';
import { areaNames, remotePages, remoteUnavailable, navbar } from '../../fixtures/pages';
import { startRemoteServer, startShellServer, stopServer, type Server } from '../../fixtures/stack';
import { expect, test } from '../../fixtures/test';

// Each remote in turn runs on its own server, which is then killed: the shell (the same build, not
// restarted) shows a clear message in that remote's area while the navbar, the footer and the other
// remotes keep working. The main stack is left untouched.

const order: RemoteName[] = ['mf_search', 'mf_quote', 'mf_checkout', 'mf_corporate'];

for (const remote of order) {
  test.describe(`${remote} stopped`, () => {
    let remoteServer: Server | undefined;
    let shell: Server | undefined;

    test.beforeEach(async () => {
      remoteServer = await startRemoteServer(remote);
      shell = await startShellServer({ [remote]: `${remoteServer.url}/mf-manifest.json` });
    });
    test.afterEach(async () => {
      await stopServer(shell);
      await stopServer(remoteServer);
    });

    test('its area says it is unavailable while the rest of the site works', async ({ page }) => {
      const own = remotePages[remote];
      // Up: the page is served by the remote on its own server.
      await page.goto(`${shell!.url}${own.path}`);
      await expect(own.screen(page)).toBeVisible();

      await stopServer(remoteServer);
      await page.reload();
      await expect(remoteUnavailable(page, areaNames[remote])).toBeVisible({ timeout: 20_000 });
      await expect(own.screen(page)).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toBeVisible();

      // Every other remote still renders its page, reached through the same shell.
      for (const other of order.filter((name) => name !== remote)) {
        await page.goto(`${shell!.url}${remotePages[other].path}`);
        await expect(remotePages[other].screen(page), other).toBeVisible();
        // On /quoteView without mf_search, mf_quote's results still show above the missing Quote Now.
        if (remote !== 'mf_search' || other !== 'mf_quote') {
          await expect(remoteUnavailable(page, areaNames[remote])).toHaveCount(0);
        }
      }

      // The navbar (where the route shows one) keeps working: it navigates between remotes.
      await page.goto(`${shell!.url}/contactus`);
      if (remote !== 'mf_search') await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
      await navbar(page).getByRole('link', { name: 'Urgent Booking' }).click();
      await expect(page).toHaveURL(/\/quoteView$/);
    });
  });
}
