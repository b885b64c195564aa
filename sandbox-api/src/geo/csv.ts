import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'data-src');

/** Parses our small, trusted CSV extracts (double-quoted fields may hold commas). */
export function readCsv(fileName: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(join(DATA_DIR, fileName), 'utf8').split(/\r?\n/).filter(Boolean);
  const columns = splitLine(header);
  return lines.map((line) => {
    const cells = splitLine(line);
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
  });
}

function splitLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}
