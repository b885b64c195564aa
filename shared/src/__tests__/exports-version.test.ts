import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Each subpath of @booking/shared is its own shared module with its own version, recorded with its
// exports in shared/exports.json (config/shared-singletons.mjs reads it). Every bundle requires at
// least the version it was built with, so a remote built on newer exports never runs against a
// running shell's older copy that lacks them. This fails when a subpath's exports differ from the
// record; recording them raises that subpath's version (minor for an addition, major for a removal):
//   UPDATE_SHARED_EXPORTS=1 npx jest shared/src/__tests__/exports-version.test.ts
// A name listed in the entry's `retired` first (no part has imported it since these versions began:
// docs/decisions/shared.md) goes with the version unchanged: what the parts import, the subpath's contract, is the
// same, so no running remote or shell is refused for it.
type Entry = { version: string; exports: string[]; retired?: string[] };
const recordFile = path.resolve(__dirname, '..', '..', 'exports.json');
const record: Record<string, Entry> = JSON.parse(readFileSync(recordFile, 'utf8'));
// Loaded by name, not imported: a static `import * as` would count every export as used, and the
// unused-export check (knip, docs/decisions/tooling.md) would no longer see a name that no part imports.
const SUBPATHS = ['api', 'breakdown', 'domain', 'federation', 'phone', 'store', 'ui'];
const modules: Record<string, object> = Object.fromEntries(SUBPATHS.map((subpath) => [subpath, require(`../${subpath}`)]));
const exportsNow = (subpath: string) => Object.keys(modules[subpath]).sort();

/** The entry to record for a subpath's exports now: its version raised as far as the change needs. */
function nextEntry(was: Entry, exportsAfter: string[]): Entry {
  const [major, minor, patch] = was.version.split('.').map(Number);
  const retired = was.retired ?? [];
  const removed = was.exports.filter((name) => !exportsAfter.includes(name));
  const breaking = removed.some((name) => !retired.includes(name));
  const added = exportsAfter.some((name) => !was.exports.includes(name));
  const version = breaking ? `${major + 1}.0.0` : added ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch}`;
  return { version, exports: exportsAfter, ...(retired.length ? { retired } : {}) };
}

const updating = process.env.UPDATE_SHARED_EXPORTS === '1';

describe('@booking/shared exports and their versions (shared/exports.json)', () => {
  it('covers every subpath the package exports', () => {
    const pkg = JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'package.json'), 'utf8'));
    const subpaths = Object.keys(pkg.exports)
      .map((key) => key.replace('./', ''))
      .filter((key) => !['testing', 'package.json'].includes(key));
    expect(Object.keys(modules).sort()).toEqual(subpaths.sort());
  });

  it.each(Object.keys(modules))('%s exports what shared/exports.json records for its version', (subpath) => {
    if (updating) return;
    const recorded = record[subpath];
    const now = exportsNow(subpath);
    if (!recorded || recorded.exports.join() !== now.join()) {
      const next = nextEntry(recorded ?? { version: '0.0.0', exports: [] }, now);
      throw new Error(
        `@booking/shared/${subpath}'s exports changed (version ${recorded?.version ?? 'none'} -> ${next.version}): record them with UPDATE_SHARED_EXPORTS=1 (this test's header).`,
      );
    }
  });

  it.each([
    // [recorded version, recorded exports, retired, exports now, version to record]
    ['0.1.0', ['a'], [], ['a'], '0.1.0'],
    ['0.1.0', ['a'], [], ['a', 'b'], '0.2.0'],
    ['0.2.3', ['a', 'b'], [], ['a'], '1.0.0'],
    ['1.4.0', ['a', 'b'], [], ['a', 'c'], '2.0.0'],
    ['0.2.3', ['a', 'b'], ['b'], ['a'], '0.2.3'],
    ['0.2.3', ['a', 'b'], ['b'], ['a', 'c'], '0.3.0'],
    ['0.2.3', ['a', 'b'], ['b'], ['a', 'b'], '0.2.3'],
    ['0.2.3', ['a', 'b', 'c'], ['b'], ['a'], '1.0.0'],
  ])('the rule: %s with %j (retired %j), now %j -> %s', (version, before, retired, after, expected) => {
    expect(nextEntry({ version, exports: before, retired }, after).version).toBe(expected);
  });

  if (updating) {
    it("records each subpath's exports, with its version raised as the change needs", () => {
      const next = Object.fromEntries(
        Object.keys(modules).map((subpath) => [
          subpath,
          nextEntry(record[subpath] ?? { version: '0.0.0', exports: [] }, exportsNow(subpath)),
        ]),
      );
      writeFileSync(recordFile, `${JSON.stringify(next, null, 2)}\n`);
    });
  }
});
