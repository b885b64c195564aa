import { expectNoAxeViolations } from '../../fixtures/axe';
import { navbar, remoteUnavailable, screens, stepBar } from '../../fixtures/pages';
import { deadManifestUrl, startShellServer, stopServer } from '../../fixtures/stack';
import { expect, test } from '../../fixtures/test';

// The shell's own parts (navbar, side menu, step bar, footer, the unavailable message) meet
// WCAG 2.1 A/AA as axe checks it, around whatever the remotes render.

test('the home page with navbar, step bar and footer has no axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(screens.home(page)).toBeVisible();
  await expect(stepBar(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the open side menu on a phone has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: /menu/i }).click();
  await expect(page.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a page whose remote is down has no axe violations', async ({ page }) => {
  const shell = await startShellServer({ mf_corporate: await deadManifestUrl() });
  try {
    await page.goto(`${shell.url}/login`);
    await expect(remoteUnavailable(page, 'corporate account')).toBeVisible({ timeout: 20_000 });
    await expect(navbar(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    await stopServer(shell);
  }
});
