// Where the bench writes its figures (.bench/ at the repository's root, gitignored) and the machine
// they were taken on.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootDir } from '../../../config/processes.mjs';

export const benchDir = path.join(rootDir, '.bench');

/** Writes `.bench/<name>` as JSON, indented unless `compact` (a trace); returns its path from the root. */
export function writeFigures(name, data, { compact = false } = {}) {
  mkdirSync(benchDir, { recursive: true });
  writeFileSync(path.join(benchDir, name), compact ? JSON.stringify(data) : `${JSON.stringify(data, null, 2)}\n`);
  return `.bench/${name}`;
}

export const machine = () => ({
  cpus: `${os.cpus().length} x ${os.cpus()[0]?.model ?? '?'}`,
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  loadAverage: os.loadavg(),
  node: process.version,
});

export const describeMachine = (m) => `${m.cpus}, ${m.memoryGb} GB, load ${m.loadAverage.map((l) => l.toFixed(2)).join(' ')}`;
