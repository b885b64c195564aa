import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BOOT_LOADER, BOOT_MAIN_ID } from '../../shell/server/boot-loader';
import { repoRoot } from '../__tests__/run-node';

// The built page's only inline script is the loader, byte for byte the text the CSP's hash was taken
// from (a minifier that rewrote it would leave a page whose CSP refuses its start), and the loader's
// preload names the built main.js (docs/decisions/start-up.md). Needs the build: `npm run build -w shell`.
const html = readFileSync(path.join(repoRoot, 'shell/dist/index.html'), 'utf8');

test('the one inline script is the loader as hashed', () => {
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(inline.map(([, attributes, text]) => ({ attributes: attributes.trim(), text }))).toEqual([{ attributes: '', text: BOOT_LOADER }]);
});

test("the loader's preload is the page's main.js, at low priority", () => {
  const preload = new RegExp(`<link [^>]*id="${BOOT_MAIN_ID}"[^>]*>`).exec(html)?.[0] ?? '';
  const main = /href="\/(main\.[0-9a-f]+\.js)"/.exec(preload)?.[1];
  expect(main && readFileSync(path.join(repoRoot, 'shell/dist', main)).length).toBeGreaterThan(0);
  expect(preload).toMatch(/rel="preload"/);
  expect(preload).toMatch(/as="script"/);
  expect(preload).toMatch(/fetchpriority="low"/);
});
