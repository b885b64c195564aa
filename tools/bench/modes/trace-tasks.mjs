// `bench trace`'s task table: every main-thread task over 50 ms after the first contentful paint (what
// Total Blocking Time counts), what kind of work it was and the JS that ran longest in it.
const LONG_US = 50_000;
const KINDS = [
  ['EvaluateScript', 'script evaluation + the module code it releases'],
  ['TimerFire', 'timer callback'],
  ['FunctionCall', 'callback (React scheduler, message, event)'],
  ['RunMicrotasks', 'promise callbacks'],
  ['UpdateLayoutTree', 'style and layout'],
  ['Layout', 'style and layout'],
  ['ParseHTML', 'HTML parsing'],
];

const file = (url) =>
  url
    ? url
        .split('/')
        .pop()
        .replace(/\.[0-9a-f]{10}\.js$/, '.js')
    : '';

/** The profile's samples as [timestamp, node] pairs, and a node's frame name. */
function sampler(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const samples = [];
  let ts = profile.startTime;
  profile.samples.forEach((id, i) => {
    ts += profile.timeDeltas[i];
    samples.push([ts, id, profile.timeDeltas[i + 1] ?? 0]);
  });
  const name = (id) => {
    const frame = nodes.get(id).callFrame;
    return frame.url ? `${frame.functionName || '(anonymous)'}@${file(frame.url)}` : frame.functionName;
  };
  return { samples, name };
}

/**
 * @returns {{ rows: Array<{ atMs: number, durationMs: number, blockingMs: number, kind: string,
 *   script: string, topJs: string }>, totalBlockingMs: number, byKind: Record<string, number> }}
 */
export function blockingTasks(events, profile) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('no first contentful paint in the trace');
  const thread = (e) => `${e.pid}:${e.tid}`;
  const inside = (e, task) => e.ts >= task.ts && e.ts <= task.ts + task.dur;
  const { samples, name } = sampler(profile);
  const rows = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && thread(e) === thread(fcp) && e.ts >= fcp.ts && e.dur > LONG_US)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const inner = events.filter((e) => e.ph === 'X' && thread(e) === thread(task) && inside(e, task) && e !== task);
      const first = KINDS.map(([event]) => inner.find((e) => e.name === event && e.dur > 2000)).find(Boolean);
      const kind = first ? KINDS.find(([event]) => event === first.name)[1] : 'browser work';
      const self = new Map();
      for (const [ts, id, dt] of samples) {
        if (!inside({ ts }, task)) continue;
        const frame = name(id);
        self.set(frame, (self.get(frame) ?? 0) + dt);
      }
      const topJs = [...self]
        .filter(([k]) => !['(idle)', '(root)'].includes(k))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([k, us]) => `${k} ${Math.round(us / 1000)}`)
        .join(', ');
      const durationMs = task.dur / 1000;
      return {
        atMs: Math.round((task.ts - fcp.ts) / 1000),
        durationMs: Math.round(durationMs),
        blockingMs: Math.round(durationMs - 50),
        kind,
        script: file(first?.args?.data?.url),
        topJs,
      };
    });
  const byKind = {};
  for (const row of rows) byKind[row.kind] = (byKind[row.kind] ?? 0) + row.blockingMs;
  return { rows, totalBlockingMs: rows.reduce((sum, row) => sum + row.blockingMs, 0), byKind };
}

/** The table as printed lines. */
export function formatBlocking({ rows, totalBlockingMs, byKind }) {
  return [
    `Tasks over 50 ms after the first contentful paint, at 4x CPU: ${rows.length}, blocking ${totalBlockingMs} ms in all`,
    ...rows.map(
      (r) =>
        `  +${String(r.atMs).padStart(5)} ms  ${String(r.durationMs).padStart(4)} ms (blocks ${String(r.blockingMs).padStart(3)})  ${r.kind}${r.script ? ` ${r.script}` : ''}\n      ${r.topJs}`,
    ),
    '  blocking by kind of work:',
    ...Object.entries(byKind)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, ms]) => `    ${String(ms).padStart(5)} ms  ${kind}`),
  ];
}
