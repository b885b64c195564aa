// `npm run bench -- corporate [--verbose]`: the gzip bytes of JavaScript the corporate remote sends for
// each step of a visit (the sign-in page, then the bookings, then the profile), so a new dependency
// shows up as a number (mf-corporate/README.md, "Bytes").
import { launch } from '../src/browser.mjs';
import { signIn } from '../src/journey.mjs';
import { collectScripts } from '../src/scripts.mjs';
import { withStack } from '../src/stack.mjs';

export async function run({ portBase, verbose }) {
  await withStack({ tag: 'bench', ...portBase }, async ({ origin }) => {
    // The stack's /config.json names every remote (withStack checked it).
    const config = await (await fetch(`${origin}/config.json`)).json();
    const corporateOrigin = new URL(config.remotes.mf_corporate).origin;
    const browser = await launch();
    try {
      const page = await browser.newPage();
      const scripts = collectScripts(page, (response) => response.url().startsWith(corporateOrigin) && response.url().endsWith('.js'));
      const step = async (name, action) => {
        await action();
        await page.waitForLoadState('networkidle');
        const sent = await scripts.take();
        if (verbose) for (const s of sent) console.log(`  ${s.url.slice(corporateOrigin.length)} ${s.gzipBytes}`);
        const bytes = sent.reduce((sum, s) => sum + s.gzipBytes, 0);
        console.log(`${name.padEnd(34)} ${(bytes / 1024).toFixed(1)} KB gzip from mf_corporate`);
      };
      await step('/login (first visit)', () => page.goto(`${origin}/login`));
      await step('sign in -> /bookings', async () => {
        await signIn(page);
        await page.getByRole('navigation', { name: 'Bookings pages' }).waitFor();
      });
      await step('My Account (profile, phone check)', async () => {
        await page.getByRole('navigation', { name: 'Corporate Account' }).getByRole('link', { name: 'My Account' }).click();
        await page.getByRole('region', { name: 'Edit Profile' }).waitFor();
      });
    } finally {
      await browser.close();
    }
  });
}
