#!/usr/bin/env node
// Follows a guide literally in a fresh clone of the committed tree: every code block whose first line
// names a file (`// path` or `// path, after|before|in place of the line with `text``) is written there,
// then every line of its ```sh blocks runs in order, its ports moved to the run's port base (ports.mjs);
// each must exit 0. The clone (node_modules hard-linked from here) is removed after. Used by
// `check:commands -- --run` for docs/add-a-page.md: `node scripts/readme-commands/follow-guide.mjs docs/add-a-page.md`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rootDir } from '../../config/processes.mjs';
import { CLONE_MADE } from './catalogue.mjs';
import { commandsOf } from './extract.mjs';
import { commandsPortBase, movedEnv, movePorts } from './ports.mjs';

const HEADER = /^(?:\/\/|#)\s*(\S+?)(?:,\s+(after|before|in place of) the line with `(.+)`)?\s*$/;

/** The guide's file edits, in order: { file, where, anchor, lines }. */
export function editsOf(text) {
  const edits = [];
  const blocks = text.split('\n```').slice(1);
  for (let i = 0; i < blocks.length; i += 2) {
    const [fence, header, ...lines] = blocks[i].split('\n');
    if (/^(sh|bash|shell|console)$/.test(fence.trim())) continue;
    const found = header?.match(HEADER);
    if (found && found[1].includes('/')) edits.push({ file: found[1], where: found[2] ?? 'new', anchor: found[3], lines });
  }
  return edits;
}

/** Applies one edit under `root`; throws a line saying which anchor was not found once. */
function apply(root, { file, where, anchor, lines }) {
  const target = path.join(root, file);
  if (where === 'new') {
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, `${lines.join('\n')}\n`);
    return;
  }
  const text = readFileSync(target, 'utf8').split('\n');
  const at = text.flatMap((line, index) => (line.includes(anchor) ? [index] : []));
  if (at.length !== 1) throw new Error(`${file}: the line with \`${anchor}\` is there ${at.length} times, not once`);
  const [index] = at;
  if (where === 'after') text.splice(index + 1, 0, ...lines);
  if (where === 'before') text.splice(index, 0, ...lines);
  if (where === 'in place of') text.splice(index, 1, ...lines);
  writeFileSync(target, text.join('\n'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const guide = process.argv[2];
  if (!guide) {
    console.error('Usage: node scripts/readme-commands/follow-guide.mjs <guide.md>');
    process.exit(2);
  }
  const base = commandsPortBase();
  const text = readFileSync(path.join(rootDir, guide), 'utf8');
  const clone = mkdtempSync(path.join(tmpdir(), 'follow-guide-'));
  const say = (line) => console.log(`[follow-guide] ${line}`);
  let failed = false;
  try {
    execFileSync('git', ['clone', '-q', '--shared', rootDir, clone]);
    // The install, as in the clone a reader would have: hard links to this checkout's node_modules.
    const { workspaces } = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8'));
    for (const dir of ['.', ...workspaces].map((w) => path.join(w, 'node_modules'))) {
      if (existsSync(path.join(rootDir, dir))) execFileSync('cp', ['-al', path.join(rootDir, dir), path.join(clone, dir)]);
    }
    // From here on it works in the clone: check:commands runs its other commands in this checkout meanwhile.
    console.log(`${CLONE_MADE} (${clone}), its node_modules linked`);
    for (const edit of editsOf(text)) {
      apply(clone, edit);
      say(`${edit.where === 'new' ? 'wrote' : `edited (${edit.where} \`${edit.anchor}\`)`} ${edit.file}`);
    }
    const sh = text
      .split('\n```')
      .slice(1)
      .filter((_, i) => i % 2 === 0)
      .filter((b) => /^(sh|bash)\n/.test(b));
    const commands = sh.flatMap((block) => commandsOf(`\`\`\`${block}\n\`\`\``).map((c) => c.command));
    for (const command of commands) {
      const started = Date.now();
      const run = spawnSync('bash', ['-c', movePorts(command, base)], { cwd: clone, env: movedEnv(base), stdio: 'inherit' });
      say(`${run.status === 0 ? 'ok  ' : 'FAIL'} ${movePorts(command, base)}  [${((Date.now() - started) / 1000).toFixed(1)} s]`);
      if (run.status !== 0) {
        failed = true;
        break;
      }
    }
  } catch (error) {
    console.error(`[follow-guide] ${error.message}`);
    failed = true;
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
  say(failed ? `${guide} does not work as written` : `${guide} works as written`);
  process.exit(failed ? 1 : 0);
}
