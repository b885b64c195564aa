import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { apiKeys, apiUrl, devDefaultSecretKey, remotes, rootDir } from '../../fixtures/env';
import { expect, test } from '../../fixtures/test';

// product §10 "Defects of the original product that are not carried over": the API's secret key never reaches
// the browser; the shell's server adds it. Every file the site serves is fetched over HTTP (each build
// folder, file by file, from the server that serves it) plus what a browser receives while visiting pages,
// API answers included.

const secrets = [apiKeys.secretKey, devDefaultSecretKey];

async function filesUnder(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true });
  const files = [];
  for (const name of names) if ((await stat(path.join(dir, name))).isFile()) files.push(name.split(path.sep).join('/'));
  return files;
}

function findSecrets(where: string, text: string, offenders: string[]) {
  for (const secret of secrets) if (text.includes(secret)) offenders.push(`${where} contains "${secret}"`);
}

test('no file the shell or a remote serves contains the secret key', async ({ request, baseURL }) => {
  const config = await (await request.get('/config.json')).json();
  const origins: Array<[dir: string, origin: string]> = [['shell', baseURL!]];
  for (const [name, remote] of Object.entries(remotes)) {
    origins.push([remote.dir, new URL(config.remotes[name]).origin]);
  }

  const urls = [`${baseURL}/`, `${baseURL}/config.json`, `${baseURL}/paymentview`];
  for (const [dir, origin] of origins) {
    for (const file of await filesUnder(`${rootDir}${dir}/dist`)) urls.push(`${origin}/${file}`);
  }

  const offenders: string[] = [];
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    findSecrets(url, (await response.body()).toString('latin1'), offenders);
    findSecrets(`${url} (headers)`, JSON.stringify(response.headers()), offenders);
  }

  expect(offenders).toEqual([]);
  // The crawl really covered the federation: each remote's manifest, entry and chunks.
  for (const [name, remote] of Object.entries(remotes)) {
    const origin = new URL(config.remotes[name]).origin;
    expect(urls, remote.dir).toContain(`${origin}/remoteEntry.js`);
    expect(urls, remote.dir).toContain(`${origin}/mf-manifest.json`);
  }
  expect(urls.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(10);
});

test('nothing the browser receives while using the site contains the secret key', async ({ page }) => {
  const offenders: string[] = [];
  const bodies: Promise<void>[] = [];
  page.on('response', (response) => {
    bodies.push(
      response
        .body()
        .then((body) => findSecrets(response.url(), body.toString('latin1'), offenders))
        .catch(() => undefined), // redirects and aborted requests have no body
    );
    findSecrets(`${response.url()} (headers)`, JSON.stringify(response.headers()), offenders);
  });

  for (const path of ['/', '/ourfleet', '/contactus', '/quoteView', '/login', '/forgot_password']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await Promise.all(bodies);
  expect(offenders).toEqual([]);
});

test('the keys are added by the shell server: the proxy answers, the API refuses a call without them', async ({ request }) => {
  const viaShell = await request.get('/api/v1/settings-flat');
  expect(viaShell.status()).toBe(200);

  const direct = await request.get(`${apiUrl}/api/v1/settings-flat`);
  expect(direct.status()).toBe(401);
});
