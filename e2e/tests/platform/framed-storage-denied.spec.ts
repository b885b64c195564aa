import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { parentOrigin, ports, shellUrl } from '../../fixtures/env';
import { startFrameParent } from '../../fixtures/frame-parent';
import { screens } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';

// Embedded on an operator's page (another origin), some browsers deny the frame
// its storage, and every read of window.localStorage or window.sessionStorage throws a
// SecurityError. The whole journey must still work, with no uncaught error anywhere.

let parent: Server;
test.beforeAll(async () => {
  parent = await startFrameParent(ports.parent);
});
test.afterAll(async () => {
  await new Promise((resolve) => parent.close(resolve));
});

test('a framed visit whose storage is denied still prices a trip through to the results', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    // A denied storage that is handled is silent: a logged SecurityError is a read someone forgot.
    if (['error', 'warning'].includes(message.type()) && /SecurityError|Access is denied/i.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  });

  // Runs in every frame before its own scripts; only the framed site loses its storage.
  await page.addInitScript(() => {
    if (window.top === window) return;
    const w = window as unknown as { __frameErrors: string[] };
    w.__frameErrors = [];
    window.addEventListener('error', (event) => w.__frameErrors.push(`error: ${event.message}`));
    window.addEventListener('unhandledrejection', (event) => w.__frameErrors.push(`rejection: ${String(event.reason)}`));
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(
            `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
            'SecurityError',
          );
        },
      });
    }
  });

  await page.goto(`${parentOrigin}/parent.html?src=${encodeURIComponent(`${shellUrl}/`)}`);
  const site = page.frameLocator('iframe[title="Booking site"]');
  // The recognizers only call getByRole, which a FrameLocator has too.
  const inFrame = site as unknown as Page;
  const frame = page.frame({ url: (url) => url.origin === new URL(shellUrl).origin });

  // The denial is real: the site's own code cannot read either storage.
  await expect(screens.home(inFrame)).toBeVisible();
  expect(
    await frame?.evaluate(() => {
      try {
        return typeof window.localStorage;
      } catch (error) {
        return (error as DOMException).name;
      }
    }),
  ).toBe('SecurityError');
  expect(
    await frame?.evaluate(() => {
      try {
        return typeof window.sessionStorage;
      } catch (error) {
        return (error as DOMException).name;
      }
    }),
  ).toBe('SecurityError');

  await expect(site.getByText('Please wait while loading content')).toBeHidden();
  const pickup = site.getByRole('combobox', { name: 'Pick-Up', exact: true });
  await pickup.fill('heathrow 5');
  await site.getByRole('option', { name: 'Heathrow Airport Terminal 5, Hounslow TW6 2GA' }).click();
  await site.getByRole('combobox', { name: 'Drop-Off', exact: true }).fill('SW1A 1AA');
  await site.getByRole('button', { name: 'Quote and Book' }).click();

  await expect(screens.quotation(inFrame)).toBeVisible();
  expect(new URL(frame?.url() ?? '').pathname).toBe('/quotationview');

  // Back through the shell's own navigation (scroll restoration reads storage on every move).
  await site.getByRole('link', { name: 'Contact Us' }).first().click();
  await expect(site.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();

  const frameErrors = (await frame?.evaluate(() => (window as unknown as { __frameErrors: string[] }).__frameErrors)) ?? ['frame lost'];
  expect([...problems, ...frameErrors]).toEqual([]);
});
