#!/usr/bin/env node
// Does an edit in `npm run dev` reach the open page by React Fast Refresh (the typed text stays) or by
// a full reload? Against a running dev stack (DEV_URL, default http://localhost:3000): opens `/`, types
// into the pickup field, then edits a shell component (the footer) and a remote's (mf-search's trust
// strip) one after the other, and says for each how the new text came, or that it never came. Every
// edit is put back. Not part of npm test: it needs a dev stack and a browser, and edits source files.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, systemChromium } from '../config/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const devUrl = process.env.DEV_URL ?? 'http://localhost:3000';
const TYPED = 'Heathrow Terminal 5';
const FOOTER = { file: 'shell/src/layout/footer.tsx', from: '>Support</h2>', to: '>Support (edited)</h2>' };
const TRUST_STRIP = {
  file: 'mf-search/src/features/brand-hero/brand-hero.tsx',
  from: '<h2 id="trust-strip-title">',
  to: '<h2 id="trust-strip-title">(edited) ',
};
// A module that exports something besides components is no refresh boundary: its update bubbles up to
// the app's entry (the shell's index.ts, the remote's container), which accepts nothing.
const notBoundary = (file) => ({ file, from: /$/, to: '\nexport const refreshProbe = 1;\n' });
// A shared package's component: every app builds it, the page runs the shell's copy (the share scope's).
const SHARED_TABS = {
  file: 'shared/src/ui/tabs.tsx',
  from: '<List role="tablist" aria-label={label}>',
  to: '<List role="tablist" aria-label={label}>{\'(edited shared)\'}',
};
const EDITS = [
  { name: 'shared package component (Tabs)', changes: [SHARED_TABS], shows: '(edited shared)' },
  { name: 'shell component', changes: [FOOTER], shows: 'Support (edited)' },
  { name: 'remote (mf_search) component', changes: [TRUST_STRIP], shows: '(edited) Why book with' },
  { name: 'shell component + shell bootstrap.tsx', changes: [FOOTER, notBoundary('shell/src/bootstrap.tsx')], shows: 'Support (edited)' },
  {
    name: 'remote component + its exposed app.tsx',
    changes: [TRUST_STRIP, notBoundary('mf-search/src/app/app.tsx')],
    shows: '(edited) Why book with',
  },
];

const pickup = (page) => page.getByRole('combobox', { name: 'Pick-Up', exact: true }).first();

async function tryEdit(page, edit) {
  const originals = edit.changes.map(({ file }) => [path.join(root, file), readFileSync(path.join(root, file), 'utf8')]);
  await page.evaluate(() => (window.__beforeEdit = true));
  edit.changes.forEach(({ from, to }, index) => {
    const [file, text] = originals[index];
    if (!text.match(from)) throw new Error(`${file} no longer has ${from}`);
    writeFileSync(file, text.replace(from, to));
  });
  try {
    await page.getByText(edit.shows).first().waitFor({ timeout: 90_000 });
    const reloaded = await page.evaluate(() => window.__beforeEdit !== true);
    const kept =
      (await pickup(page)
        .inputValue()
        .catch(() => '')) === TYPED;
    return reloaded ? 'full reload' : kept ? 'fast refresh (typed text kept)' : 'updated in place, typed text lost';
  } catch {
    return 'NOT SHOWN (stale page)';
  } finally {
    for (const [file, text] of originals) writeFileSync(file, text);
    await page
      .getByText(edit.shows)
      .first()
      .waitFor({ state: 'detached', timeout: 90_000 })
      .catch(() => {});
    // The put-back may itself reload the page: wait for the form again.
    await page.waitForTimeout(3000);
    await pickup(page).waitFor({ timeout: 90_000 });
  }
}

const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROME_FLAGS });
try {
  const page = await browser.newPage();
  page.on(
    'console',
    (message) => /Cannot apply|not accepted/.test(message.text()) && console.log(`  [page] ${message.text().split('\n')[0]}`),
  );
  await page.goto(devUrl);
  await pickup(page).waitFor({ timeout: 120_000 });
  await page.getByRole('heading', { name: /Why book with/ }).scrollIntoViewIfNeeded();
  await page.getByRole('heading', { name: 'Support', exact: true }).scrollIntoViewIfNeeded();
  for (const edit of EDITS) {
    await pickup(page).fill(TYPED);
    console.log(`${edit.name}: ${await tryEdit(page, edit)}`);
  }
} finally {
  await browser.close();
}
