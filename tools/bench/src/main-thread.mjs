// A load's main-thread work from its trace, pure: the renderer thread that painted the page, the
// top-level tasks from the navigation on (what Lighthouse's mainthread-work-breakdown sums), and each
// task's time shared out by cause through the trace events nested in it (each event's own time,
// without the events inside it).

/** Trace event -> cause. JS is split further by the sampling profile (`bench trace --by-cause`). */
const CAUSE_OF = {
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'v8.produceCache': 'compile',
  'v8.produceModuleCache': 'compile',
  'v8.deserializeOnBackground': 'compile',
  EvaluateScript: 'js',
  'v8.evaluateModule': 'js',
  'v8.run': 'js',
  'v8.callFunction': 'js',
  FunctionCall: 'js',
  TimerFire: 'js',
  RunMicrotasks: 'js',
  EventDispatch: 'js',
  FireAnimationFrame: 'js',
  FireIdleCallback: 'js',
  'V8.Execute': 'js',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  Commit: 'paint',
  CompositeLayers: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GCScavenger': 'gc',
  'V8.GCFinalizeMC': 'gc',
  'V8.GCIncrementalMarking': 'gc',
  'V8.GC_MC_BACKGROUND_EVACUATE_COPY': 'gc',
  BlinkGC: 'gc',
  'BlinkGC.AtomicPhase': 'gc',
  ParseHTML: 'html',
};
export const CAUSES = ['compile', 'js', 'style', 'layout', 'paint', 'gc', 'html', 'other'];
const gcLike = (name) => /^(V8\.GC|BlinkGC|MinorGC|MajorGC|ThreadState::)/.test(name);
const causeOf = (name) => CAUSE_OF[name] ?? (gcLike(name) ? 'gc' : undefined);

const threadOf = (e) => `${e.pid}:${e.tid}`;

/** The renderer main thread that drew the page's first contentful paint, and when its navigation began. */
function pageThread(events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('no first contentful paint in the trace');
  const thread = threadOf(fcp);
  const starts = events.filter((e) => e.name === 'navigationStart' && threadOf(e) === thread && e.ts <= fcp.ts);
  const start = starts.length
    ? Math.max(...starts.map((e) => e.ts))
    : Math.min(...events.filter((e) => threadOf(e) === thread).map((e) => e.ts));
  return { thread, startTs: start, fcpTs: fcp.ts };
}

/** The thread's top-level tasks from `startTs`: RunTask events not inside another. */
function topLevelTasks(events, thread, startTs) {
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && threadOf(e) === thread && e.ts >= startTs && e.dur > 0)
    .sort((a, b) => a.ts - b.ts);
  const top = [];
  for (const t of tasks) if (!top.length || t.ts >= top.at(-1).ts + top.at(-1).dur) top.push(t);
  return top;
}

/** Every complete event on the thread inside the task, each with its own time (its duration less its children's). */
function ownTimes(inner, task) {
  // A stack walk over events sorted by start, longer first at the same start.
  const sorted = [...inner].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const own = new Map(sorted.map((e) => [e, e.dur]));
  const stack = [{ event: task, end: task.ts + task.dur }];
  let taskOwn = task.dur;
  for (const e of sorted) {
    while (stack.length > 1 && e.ts >= stack.at(-1).end) stack.pop();
    const parent = stack.at(-1).event;
    const clipped = Math.min(e.dur, stack.at(-1).end - e.ts);
    if (parent === task) taskOwn -= clipped;
    else own.set(parent, own.get(parent) - clipped);
    stack.push({ event: e, end: e.ts + clipped });
  }
  return { own, taskOwn };
}

/**
 * The load's main-thread time in ms, in all and by cause (CAUSES), and the JS windows (the JS events'
 * own spans) for the profile to split, and script evaluation + compilation by URL.
 */
export function mainThreadWork(events) {
  const { thread, startTs, fcpTs } = pageThread(events);
  const tasks = topLevelTasks(events, thread, startTs);
  const onThread = events.filter((e) => e.ph === 'X' && threadOf(e) === thread && e.ts >= startTs && e.name !== 'RunTask');
  const byCause = Object.fromEntries(CAUSES.map((c) => [c, 0]));
  const byScript = new Map();
  let i = 0;
  for (const task of tasks) {
    const inner = [];
    while (i < onThread.length && onThread[i].ts < task.ts) i += 1;
    for (let j = i; j < onThread.length && onThread[j].ts < task.ts + task.dur; j += 1) inner.push(onThread[j]);
    const { own, taskOwn } = ownTimes(inner, task);
    byCause.other += taskOwn;
    for (const [e, us] of own) {
      const cause = causeOf(e.name) ?? 'other';
      byCause[cause] += Math.max(0, us);
      const url = e.args?.data?.url ?? e.args?.fileName;
      if (url && (e.name === 'EvaluateScript' || cause === 'compile')) {
        const row = byScript.get(url) ?? { evaluateMs: 0, compileMs: 0 };
        if (e.name === 'EvaluateScript') row.evaluateMs += e.dur / 1000;
        else row.compileMs += Math.max(0, us) / 1000;
        byScript.set(url, row);
      }
    }
  }
  const totalUs = tasks.reduce((s, t) => s + t.dur, 0);
  return {
    totalMs: totalUs / 1000,
    tasks: tasks.length,
    fcpMs: (fcpTs - startTs) / 1000,
    byCauseMs: Object.fromEntries(Object.entries(byCause).map(([c, us]) => [c, us / 1000])),
    byScript,
    window: { thread, startTs, tasks },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export { median };
