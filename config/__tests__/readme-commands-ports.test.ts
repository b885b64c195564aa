import { readFileSync } from 'node:fs';
import path from 'node:path';
import { editsOf } from '../../scripts/readme-commands/follow-guide.mjs';
import { commandsPortBase, movedEnv, movePorts } from '../../scripts/readme-commands/ports.mjs';
import { repoRoot } from './run-node';

describe('the port base check:commands -- --run uses', () => {
  it.each([
    [{}, 3400],
    [{ E2E_PORT_BASE: '3600' }, 3600],
    [{ E2E_PORT_BASE: '3600', CHECK_COMMANDS_PORT_BASE: '3700' }, 3700],
  ])('%j -> %d', (env, base) => expect(commandsPortBase(env)).toBe(base));

  it('refuses a base that is not one, naming it', () => {
    expect(() => commandsPortBase({ CHECK_COMMANDS_PORT_BASE: 'x' })).toThrow(/^CHECK_COMMANDS_PORT_BASE="x" is not a port base/);
  });

  it('refuses a base whose second lane, 200 above, puts a part on a port browsers refuse', () => {
    // 5800 + 200 = 6000 (X11): the shell of the commands run alongside.
    expect(() => commandsPortBase({ E2E_PORT_BASE: '5800' })).toThrow(/^E2E_PORT_BASE=5800 puts SHELL_PORT on 6000/);
    expect(commandsPortBase({ E2E_PORT_BASE: '5500' })).toBe(5500);
  });

  it.each([
    ['npm start', 'npm start'],
    ['curl -X PUT http://localhost:4000/sandbox/settings', 'curl -X PUT http://localhost:4700/sandbox/settings'],
    ['PORT=4300 npm start -w sandbox-api', 'PORT=4800 npm start -w sandbox-api'],
    [
      'SHELL_PORT=3100 SEARCH_PORT=3101 API_PORT=4100 node scripts/start.mjs',
      'SHELL_PORT=3800 SEARCH_PORT=3801 API_PORT=4800 node scripts/start.mjs',
    ],
    ['npm run bench -- --port-base 3200 --runs 1', 'npm run bench -- --port-base 3700 --runs 1'],
    ['npm run bench -- pages --against 3000 --port-base 3000', 'npm run bench -- pages --against 3700 --port-base 3700'],
    ['E2E_PORT_BASE=3600 npm run screens -w e2e', 'E2E_PORT_BASE=3700 npm run screens -w e2e'],
    ['server.ts --port 3060', 'server.ts --port 3760'],
    ['-d \'{"pickup_date":"2030-06-10","pickup_duration":"6hour"}\'', '-d \'{"pickup_date":"2030-06-10","pickup_duration":"6hour"}\''],
  ])('moves the ports of %s to base 3700', (command, moved) => expect(movePorts(command, 3700)).toBe(moved));

  it('points every part of the stack, e2e and the bench at the base, never at the defaults', () => {
    expect(movedEnv(3700, {})).toEqual({
      SHELL_PORT: '3700',
      SEARCH_PORT: '3701',
      QUOTE_PORT: '3702',
      CHECKOUT_PORT: '3703',
      CORPORATE_PORT: '3704',
      API_PORT: '4700',
      E2E_PORT_BASE: '3700',
      BENCH_PORT_BASE: '3700',
      CHECK_COMMANDS_PORT_BASE: '3700',
    });
  });
});

describe('docs/add-a-page.md, as follow-guide.mjs reads it', () => {
  const edits = editsOf(readFileSync(path.join(repoRoot, 'docs/add-a-page.md'), 'utf8'));

  it('names a file in every code block it writes or edits, and each new file once', () => {
    expect(edits.filter((edit) => edit.where === 'new').map((edit) => edit.file)).toEqual([
      'mf-search/src/features/meeting-points/meeting-points-page.tsx',
      'mf-search/src/app/__tests__/meeting-points.test.tsx',
      'e2e/tests/search/meeting-points.spec.ts',
    ]);
  });

  it.each(['after', 'before', 'in place of'])('finds the line of each "%s" edit exactly once in the committed file', (where) => {
    for (const edit of edits.filter((e) => e.where === where)) {
      const lines = readFileSync(path.join(repoRoot, edit.file), 'utf8').split('\n');
      expect([edit.file, lines.filter((line) => line.includes(edit.anchor ?? '')).length]).toEqual([edit.file, 1]);
    }
  });

  it('imports only what the shared packages export', () => {
    const test = edits.find((edit) => edit.file.endsWith('meeting-points.test.tsx'));
    expect(test?.lines.join('\n')).toContain("import { axeViolations, renderWithProviders } from '@booking/shared/testing';");
  });
});
