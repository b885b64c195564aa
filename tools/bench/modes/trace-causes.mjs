// `bench trace --by-cause`: each page's main-thread time at 4x CPU by cause, beside the yardstick's in the
// same run. Causes from the trace (compile, JS, style, layout, paint, GC, HTML, other browser work), the
// JS split by the sampling profile's self time by package through the source maps `bench composition`
// leaves in .bench/composition/<app> (else by file), and React's commits counted through its DevTools
// hook. The median load (by main-thread time) of --runs per page is shown.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sourceMap from 'source-map';
import { launch } from '../src/browser.mjs';
import { benchDir, describeMachine, machine, writeFigures } from '../src/figures.mjs';
import { returningVisitorState } from '../src/journey.mjs';
import { CAUSES, mainThreadWork, median } from '../src/main-thread.mjs';
import { withStack } from '../src/stack.mjs';
import { traceLoad } from '../src/trace-load.mjs';
import { servedFloor } from '../src/floor.mjs';
import { servedYardstick } from '../src/yardstick.mjs';
import { appsByPort, build, mappedFile } from './pages-by-library.mjs';
import { groupOf } from './composition-groups.mjs';
import { JS_CAUSES, jsCauseOf, splitJs } from './trace-causes-split.mjs';

const PAGES = ['/', '/quotationview', '/personalDetailView', '/paymentview', '/bookings'];

/**
 * Source maps of the stack's files, from .bench/composition (bench composition), and of the floor's, from
 * its own build (`floor`: { port, dir }, the shell's), looked up once each.
 */
function mapper(base, floor) {
  const apps = appsByPort(base);
  const consumers = new Map();
  const consumerOf = (url) => {
    if (consumers.has(url)) return consumers.get(url);
    let found = null;
    try {
      const u = new URL(url);
      const isFloor = Number(u.port) === floor.port;
      const app = isFloor ? 'shell' : apps.get(Number(u.port));
      const dir = isFloor ? floor.dir : app && path.join(benchDir, 'composition', app);
      if (dir && existsSync(dir)) {
        const file = mappedFile(dir, path.posix.basename(u.pathname));
        const map = path.join(dir, `${file}.map`);
        if (existsSync(map)) {
          const raw = JSON.parse(readFileSync(map, 'utf8'));
          const consumer = new sourceMap.SourceMapConsumer(raw);
          const names = new Map(consumer.sources.map((s, i) => [s, raw.sources[i]]));
          found = { app, consumer, names };
        }
      }
    } catch {
      found = null;
    }
    consumers.set(url, found);
    return found;
  };
  return (frame) => {
    const file = frame.url ? path.posix.basename(new URL(frame.url, 'http://x').pathname).replace(/\.[0-9a-f]{10}\.js$/, '.js') : '';
    const mapped = frame.url ? consumerOf(frame.url) : null;
    if (!mapped) return file ? `file ${file}` : `native ${frame.functionName || '(anonymous)'}`;
    const at = mapped.consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    return groupOf(at.source ? (mapped.names.get(at.source) ?? at.source) : null, mapped.app);
  };
}

function row(load, groupOfFrame) {
  const work = mainThreadWork(load.events);
  const js = load.profile ? splitJs(load.profile, work.window, groupOfFrame) : null;
  if (js) {
    // The profile's samples give the shares; the trace's JS time is the whole they share out.
    const sampled = Object.values(js.byCause).reduce((s, ms) => s + ms, 0);
    const scale = sampled ? work.byCauseMs.js / sampled : 0;
    for (const c of Object.keys(js.byCause)) js.byCause[c] *= scale;
    if (!sampled) js.byCause['js other'] = work.byCauseMs.js;
  }
  const commits = load.commits ?? [];
  return { work, js, commits: commits.length, rendered: commits.reduce((sum, c) => sum + c.rendered, 0) };
}

const f = (ms) => String(Math.round(ms)).padStart(6);

export async function runByCause({ portBase, runs, pages = PAGES }) {
  await withStack({ tag: 'bench', ...portBase }, async ({ origin, base }) => {
    const browser = await launch();
    const yardstick = await servedYardstick();
    const floor = await servedFloor(base, { sourceMaps: true }).catch(async (error) => {
      await Promise.all([yardstick.close(), browser.close()]);
      throw error;
    });
    const results = [];
    const raw = new Map();
    try {
      const state = pages.some((p) => p !== '/') ? await returningVisitorState(browser, origin) : undefined;
      const targets = [
        ...pages.map((p) => ({ name: p, url: `${origin}${p}`, state: p === '/' ? undefined : state })),
        { name: 'floor', url: floor.url },
        { name: 'yardstick', url: yardstick.url },
      ];
      const loads = new Map(targets.map((t) => [t.name, []]));
      // Alternate the pages and the yardstick so that each run meets the machine's load alike.
      for (let i = 0; i < runs; i += 1)
        for (const t of targets) {
          const load = await traceLoad(browser, t.url, { state: t.state, profile: true, commits: true });
          raw.set(load, t.name);
        }
      // The source maps, built after the loads so that the builds weigh on none of them.
      const apps = appsByPort(base);
      const urls = [...raw.keys()].flatMap((l) => l.events.filter((e) => e.name === 'EvaluateScript').map((e) => e.args?.data?.url ?? ''));
      const needed = new Set(urls.map((u) => URL.canParse(u) && apps.get(Number(new URL(u).port))).filter(Boolean));
      for (const app of needed)
        if (!existsSync(path.join(benchDir, 'composition', app))) {
          console.log(`Building ${app} with a hidden source map (once, into .bench/composition) ...`);
          // Without its map an app's JS is told by file.
          await build(app).catch((error) => console.log(`  no map for ${app}, its JS by file: ${error.message.split('\n')[0]}`));
        }
      const groupOfFrame = mapper(base, floor);
      for (const [load, name] of raw) loads.get(name).push(row(load, groupOfFrame));
      for (const t of targets) {
        const all = loads.get(t.name).sort((a, b) => a.work.totalMs - b.work.totalMs);
        const mid = all[Math.floor(all.length / 2)];
        results.push({
          name: t.name,
          ...mid,
          spreadMs: all.map((r) => Math.round(r.work.totalMs)),
          commitsMedian: median(all.map((r) => r.commits)),
        });
      }
    } finally {
      await Promise.all([floor.close(), yardstick.close(), browser.close()]);
    }
    print(results);
    const taken = machine();
    const file = writeFigures('trace-causes.json', {
      measuredAt: new Date().toISOString(),
      machine: taken,
      runs,
      pages: results.map((r) => ({
        name: r.name,
        totalMs: r.work.totalMs,
        byCauseMs: r.work.byCauseMs,
        jsByCauseMs: r.js?.byCause,
        jsByGroupMs: r.js && Object.fromEntries(r.js.byGroup),
        scripts: Object.fromEntries(r.work.byScript),
        commits: r.commits,
        rendered: r.rendered,
        spreadMs: r.spreadMs,
      })),
    });
    console.log(`\nMachine: ${describeMachine(taken)}. Figures written to ${file}`);
  });
}

function print(results) {
  const yard = results.find((r) => r.name === 'yardstick');
  const cols = [...CAUSES.filter((c) => c !== 'js'), ...JS_CAUSES];
  console.log("\nMain thread by cause at 4x CPU, ms (median load; JS split by the profile's self time):");
  console.log(
    `  ${'page'.padEnd(20)} ${'total'.padStart(6)} ${'ratio'.padStart(6)} ${cols.map((c) => c.slice(0, 10).padStart(10)).join(' ')} commits rendered`,
  );
  for (const r of results) {
    const byCause = { ...r.work.byCauseMs, ...(r.js?.byCause ?? { 'js other': r.work.byCauseMs.js }) };
    console.log(
      `  ${r.name.padEnd(20)} ${f(r.work.totalMs)} ${('x' + (r.work.totalMs / yard.work.totalMs).toFixed(2)).padStart(6)} ${cols.map((c) => f(byCause[c] ?? 0).padStart(10)).join(' ')} ${String(r.commits).padStart(7)} ${String(r.rendered).padStart(8)}`,
    );
  }
  for (const r of results) {
    console.log(`\n${r.name}: loads ${r.spreadMs.join(', ')} ms; React commits ${r.commits}, components rendered in them ${r.rendered}`);
    console.log('  script evaluation (incl. the module code it runs) and compilation, ms:');
    for (const [url, s] of [...r.work.byScript]
      .sort((a, b) => b[1].evaluateMs + b[1].compileMs - a[1].evaluateMs - a[1].compileMs)
      .slice(0, 8))
      console.log(`    ${f(s.evaluateMs)} eval ${f(s.compileMs)} compile  ${url.replace(/^https?:\/\/[^/]+/, '')}`);
    if (r.js) {
      console.log('  JS self time by package or part of ours, ms:');
      for (const [g, ms] of [...r.js.byGroup].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`    ${f(ms)}  ${g} (${jsCauseOf(g)})`);
    }
  }
}
