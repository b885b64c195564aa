import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './servers';

/**
 * Runs deploy/nginx/shell-config.sh as the nginx image's start does, writing into `dir`. Only PATH of
 * the test's own environment goes in: an operator variable set around the run must not count.
 */
export function runShellConfig(dir: string, env: Record<string, string> = {}) {
  return spawnSync('sh', [path.join(repoRoot, 'deploy/nginx/shell-config.sh')], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      SHELL_HTML_DIR: dir,
      SECURITY_HEADERS_FILE: path.join(dir, 'headers.conf'),
      SANDBOX_CHECKOUT_FILE: path.join(dir, 'checkout.conf'),
      OPERATOR_TEXTS_JQ: path.join(repoRoot, 'deploy/nginx/operator-texts.jq'),
      BRAND_JQ: path.join(repoRoot, 'deploy/nginx/brand.jq'),
      ...env,
    },
  });
}

/** The Content-Security-Policy nginx sends, as shell-config.sh writes it for `env`. */
export function nginxPolicy(env: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-policy-'));
  try {
    const run = runShellConfig(dir, env);
    if (run.status !== 0 || run.stderr) throw new Error(`shell-config.sh failed: ${run.stderr}`);
    return /add_header Content-Security-Policy "([^"]+)"/.exec(readFileSync(path.join(dir, 'headers.conf'), 'utf8'))![1];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
