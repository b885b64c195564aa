#!/usr/bin/env node
// `npm run bench -- [mode] [options]`: the site's benchmarks, one tool (README.md beside this file).
// `--help` lists every mode and option; a wrong argument prints one line and the usage (exit 2).
import { parseBenchArgs, usage, UsageError } from './src/args.mjs';

let args;
try {
  args = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`[bench] ${error.message}\n\n${usage()}`);
  process.exit(2);
}
if (args.help) {
  console.log(usage());
  process.exit(0);
}

// Each mode loads its own tools (Playwright, Lighthouse, rspack) only when it runs.
const { failed } = await import('./src/stack.mjs');
const mode = await import(`./modes/${args.mode}.mjs`);
try {
  await mode.run(args);
} catch (error) {
  console.error(failed('bench', error));
  process.exitCode = 1;
}
// Nothing of a run may keep the process alive (a browser, a stack's poll): it ends here.
process.exit(process.exitCode ?? 0);
