import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { manifestUrl, rootDir, tmpDir } from '../../fixtures/env';
import { remotePages } from '../../fixtures/pages';
import { startRemoteServer, startShellServer, stopServer, type Server } from '../../fixtures/stack';
import { expect, test } from '../../fixtures/test';

// Independent deployment: mf-quote is rebuilt with a visible change (BUILD_LABEL) into another
// folder, its server is stopped and the new build served on the same port. The shell is neither
// rebuilt nor restarted, and a reload shows the change.

const outputDir = `${tmpDir}redeploy-mf-quote`;

function buildRemote(dir: string, env: Record<string, string>): Promise<void> {
  const log = createWriteStream(`${tmpDir}redeploy-build.log`);
  return new Promise((resolve, reject) => {
    const child = spawn(`${rootDir}node_modules/.bin/rspack`, ['build', '--config', 'rspack.config.mjs'], {
      cwd: `${rootDir}${dir}`,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build of ${dir} failed (${code}), see ${tmpDir}redeploy-build.log`)),
    );
  });
}

let remoteServer: Server | undefined;
let shell: Server | undefined;
test.afterEach(async () => {
  await stopServer(shell);
  await stopServer(remoteServer);
  await rm(outputDir, { recursive: true, force: true });
});

test('a redeployed remote shows its change after a reload, with the shell untouched', async ({ page }) => {
  test.setTimeout(300_000);
  const label = `e2e-${Date.now()}`;
  const quote = remotePages.mf_quote;

  remoteServer = await startRemoteServer('mf_quote');
  const port = remoteServer.port;
  shell = await startShellServer({ mf_quote: manifestUrl(port) });
  const shellPid = shell.child.pid;
  const shellBuiltAt = (await stat(`${rootDir}shell/dist/index.html`)).mtimeMs;

  await page.goto(`${shell.url}${quote.path}`);
  await expect(quote.screen(page)).toBeVisible();
  await expect(page.getByText(/^Release /)).toHaveCount(0);

  await buildRemote('mf-quote', { BUILD_LABEL: label, OUTPUT_DIR: outputDir });
  await stopServer(remoteServer);
  remoteServer = await startRemoteServer('mf_quote', { dir: outputDir, port });

  await page.reload();
  await expect(quote.screen(page)).toBeVisible();
  await expect(page.getByText(`Release ${label}`)).toBeVisible();

  expect(shell.child.exitCode, 'the shell server kept running').toBeNull();
  expect(shell.child.pid).toBe(shellPid);
  expect((await stat(`${rootDir}shell/dist/index.html`)).mtimeMs, 'the shell was not rebuilt').toBe(shellBuiltAt);
});
