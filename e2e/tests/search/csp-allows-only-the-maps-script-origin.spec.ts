import { apiUrl, shellUrl } from '../../fixtures/env';
import { expect, test } from '../../fixtures/maps-stand-in/fixture';
import { typeAddress } from './maps-journeys';
import { openHome } from './search-helpers';

// The shell's CSP follows GOOGLE_MAPS_SCRIPT_URL (here the stand-in): its origin, exactly, for the
// script and its calls, and no other maps host. The browser proves it: the configured script runs, the
// same server under another origin, and Google's own script, are refused.

const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

test('the CSP names the configured Maps script origin and no other maps host', async ({ page, mapsStandIn }) => {
  const response = await page.goto('/');
  const csp = directives((await response?.headerValue('content-security-policy')) ?? '');
  expect(csp['script-src']).toContain(mapsStandIn.origin);
  expect(csp['connect-src']).toContain(mapsStandIn.origin);
  const everySource = Object.values(csp).flat();
  expect(everySource.filter((source) => /googleapis|gstatic|ggpht/.test(source))).toEqual([]);
  expect(everySource.filter((source) => source.includes(':' + new URL(mapsStandIn.origin).port))).toEqual(
    Array(everySource.filter((s) => s === mapsStandIn.origin).length).fill(mapsStandIn.origin),
  );
  // /config.json tells mf-search the same address.
  expect(await (await page.request.get(`${shellUrl}/config.json`)).json()).toMatchObject({
    maps: { scriptUrl: `${mapsStandIn.origin}/maps/api/js` },
  });

  // The configured script runs: Places suggestions come back.
  await openHome(page);
  const list = await typeAddress(page, 'Pick-Up', 'heathrow 5');
  await expect(list.getByRole('option').first()).toHaveText('Heathrow Airport Terminal 5, Hounslow, UK, TW6 2GA');
});

test('the browser refuses a maps script or call from any other origin', async ({ page, mapsStandIn }) => {
  await openHome(page);
  const otherOrigin = mapsStandIn.origin.replace('localhost', '127.0.0.1');
  const refused = await page.evaluate(
    async ([other, api]) => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.effectiveDirective} ${event.blockedURI}`));
      for (const src of [`${other}/maps/api/js?key=k`, 'https://maps.googleapis.com/maps/api/js?key=k']) {
        const script = document.createElement('script');
        script.src = src;
        await new Promise((resolve) => {
          script.onerror = resolve;
          script.onload = resolve;
          document.head.append(script);
        });
      }
      await fetch(`${other}/maps-stand-in/health`).catch(() => undefined);
      await fetch(`${api}/sandbox/health`).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return violations;
    },
    [otherOrigin, apiUrl],
  );
  expect(refused).toEqual(
    expect.arrayContaining([
      `script-src-elem ${otherOrigin}/maps/api/js?key=k`,
      'script-src-elem https://maps.googleapis.com/maps/api/js?key=k',
      `connect-src ${otherOrigin}/maps-stand-in/health`,
    ]),
  );
});
