// The commands the repository's Markdown tells a reader to run: every line of a ```sh (bash, shell,
// console) block, and every inline `code span` that starts with a command word. A command is kept as
// written, with its comment cut off and `\` continuations joined.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const COMMAND_WORDS = /^(npm|npx|node|bash|sh|docker-compose|docker|curl|git|redis-server|nginx|jq)\s/;
const SHELL_BLOCK = /^(sh|bash|shell|console)$/;

/** The tracked Markdown files, relative to `root`, in a stable order. */
export function markdownFiles(root) {
  return execFileSync('git', ['ls-files', '--deduplicate', '*.md'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean).sort();
}

const cutComment = (line) =>
  line
    .replace(/\s+#\s.*$/, '')
    .replace(/^#\s.*$/, '')
    .trim();

/** The commands of one Markdown text: [{ command, line }] (line numbers from 1). */
export function commandsOf(text) {
  const found = [];
  const lines = text.split('\n');
  let block = null;
  for (let index = 0; index < lines.length; index += 1) {
    const raw = lines[index];
    const fence = raw.trim().match(/^```(\S*)/);
    if (fence) {
      block = block ? null : { shell: SHELL_BLOCK.test(fence[1]), pending: null };
      continue;
    }
    if (block) {
      if (!block.shell) continue;
      let line = raw.trim();
      if (block.pending) line = `${block.pending.text} ${line}`;
      const start = block.pending ? block.pending.line : index + 1;
      if (line.endsWith('\\')) {
        block.pending = { text: line.slice(0, -1).trim(), line: start };
        continue;
      }
      block.pending = null;
      const command = cutComment(line).replace(/^\$\s+/, '');
      if (command) found.push({ command: command.replace(/\s+/g, ' '), line: start });
      continue;
    }
    for (const span of raw.matchAll(/(?<!`)`([^`]+)`(?!`)/g)) {
      const text = span[1].trim();
      if (COMMAND_WORDS.test(`${text} `) && text.split(/\s+/).length > 1)
        found.push({ command: text.replace(/\s+/g, ' '), line: index + 1 });
    }
  }
  return found;
}

/** Every command of every tracked Markdown file: [{ file, line, command }]. */
export function allCommands(root) {
  return markdownFiles(root).flatMap((file) =>
    commandsOf(readFileSync(path.join(root, file), 'utf8')).map((entry) => ({ file, ...entry })),
  );
}
