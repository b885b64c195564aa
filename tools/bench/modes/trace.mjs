// `npm run bench -- trace [--path /] [--runs N]`: loads a page at 4x CPU (Chromium's own throttling)
// with a DevTools trace and a 0.2 ms sampling profile, then prints what the evaluation of the shell's
// main.js spends its time on: the task, its microtask checkpoint, and the JS sampled inside it (self
// time, and the two bottom frames that chain it). Then every task over 50 ms after the first paint
// (what Total Blocking Time counts): its kind of work and the JS that ran longest in it. With --runs N
// it loads N times and shows the median load. Writes .bench/trace.json and .bench/trace.cpuprofile
// (open them in Chrome's DevTools).
import { launch } from '../src/browser.mjs';
import { writeFigures } from '../src/figures.mjs';
import { withStack } from '../src/stack.mjs';
import { blockingTasks, formatBlocking } from './trace-tasks.mjs';

const ms = (us) => `${(us / 1000).toFixed(0)} ms`;
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => `    ${ms(us).padStart(7)}  ${k}`)
    .join('\n');

async function record(url) {
  const browser = await launch();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(new URL('/config.json', url).href);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const events = [];
    cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,v8,v8.execute,disabled-by-default-devtools.timeline,toplevel',
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(1000);
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Tracing.end');
    await complete;
    return { events, profile };
  } finally {
    await browser.close();
  }
}

function analyse({ events, profile }) {
  const evaluation = events.find((e) => e.name === 'EvaluateScript' && /\/main\.[^/]*\.js$/.test(e.args?.data?.url ?? ''));
  if (!evaluation) throw new Error('no EvaluateScript of main.js in the trace');
  const thread = (e) => `${e.pid}:${e.tid}`;
  const within = (e, outer) => e.ts >= outer.ts && e.ts <= outer.ts + outer.dur;
  const micro = events.filter(
    (e) => e.ph === 'X' && e.name === 'RunMicrotasks' && thread(e) === thread(evaluation) && within(e, evaluation),
  );
  console.log(
    `\nEvaluating ${evaluation.args.data.url} at 4x CPU: ${ms(evaluation.dur)}; microtask checkpoints ${micro.length}, ${ms(micro.reduce((s, m) => s + m.dur, 0))}`,
  );
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const self = new Map();
  const chains = new Map();
  let ts = profile.startTime;
  profile.samples.forEach((id, i) => {
    ts += profile.timeDeltas[i];
    const dt = profile.timeDeltas[i + 1] ?? 0;
    if (!micro.some((m) => within({ ts }, m))) return;
    const frame = nodes.get(id).callFrame;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.columnNumber}`;
    self.set(name, (self.get(name) ?? 0) + dt);
    const stack = [];
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) stack.unshift(nodes.get(cur).callFrame.functionName || '(anonymous)');
    const chain = stack
      .filter((f) => f !== '(root)')
      .slice(0, 2)
      .join(' > ');
    chains.set(chain, (chains.get(chain) ?? 0) + dt);
  });
  console.log(`  sampled inside the microtasks, self time:\n${top(self, 10)}`);
  console.log(`  by the two bottom frames (what chains them):\n${top(chains, 6)}`);
}

export async function run({ portBase, path: pagePath, runs, byCause, pages }) {
  if (byCause) return (await import('./trace-causes.mjs')).runByCause({ portBase, runs, pages });
  await withStack({ tag: 'bench', ...portBase }, async ({ origin }) => {
    const loads = [];
    for (let i = 0; i < runs; i += 1) {
      const load = await record(`${origin}${pagePath}`);
      loads.push({ ...load, blocking: blockingTasks(load.events, load.profile) });
    }
    const byBlocking = [...loads].sort((a, b) => a.blocking.totalBlockingMs - b.blocking.totalBlockingMs);
    const recorded = byBlocking[Math.floor(byBlocking.length / 2)];
    writeFigures('trace.json', { traceEvents: recorded.events }, { compact: true });
    writeFigures('trace.cpuprofile', recorded.profile, { compact: true });
    analyse(recorded);
    console.log(`\n${formatBlocking(recorded.blocking).join('\n')}`);
    if (loads.length > 1)
      console.log(`  blocking per load: ${loads.map((l) => l.blocking.totalBlockingMs).join(', ')} ms (the median load is shown)`);
  });
}
