// bench trace --by-cause's pure half for JS: the sampling profile's self time inside the load's main-thread
// tasks, by package or part of ours, and those groups put under the causes issue 34 names.
export const JS_CAUSES = ['react', 'styled', 'federation', 'zod', 'router', 'js libs', 'our code', 'js other'];

/** The cause of a group of `bench composition` (a package, a workspace, `shared/src/...`) or a file. */
export function jsCauseOf(group) {
  if (['react-dom', 'react', 'scheduler'].includes(group)) return 'react';
  if (['styled-components', 'stylis', '@emotion/is-prop-valid', '@emotion/unitless', '@emotion/memoize'].includes(group)) return 'styled';
  if (group.startsWith('@module-federation/') || group === 'bundler runtime' || group === 'federation glue') return 'federation';
  if (group === 'zod') return 'zod';
  if (group.startsWith('react-router') || group === 'config/react-router-facade.mjs') return 'router';
  if (/^(shell|mf-|shared|examples\/)/.test(group)) return 'our code';
  if (/^(file |native |\(|unattributed|other: )/.test(group) || !group) return 'js other';
  return 'js libs';
}

/**
 * The profile's samples inside the window's tasks, by group (ms of self time), and by JS cause scaled so
 * that they sum to the trace's JS time is left to the caller: here, raw sampled ms.
 * @param {{ nodes: any[], samples: number[], timeDeltas: number[], startTime: number }} profile
 * @param {{ tasks: Array<{ ts: number, dur: number }> }} window
 * @param {(frame: { url: string, lineNumber: number, columnNumber: number, functionName: string }) => string} groupOfFrame
 */
export function splitJs(profile, window, groupOfFrame) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const groupOfNode = new Map();
  const byGroup = new Map();
  const tasks = window.tasks;
  let ts = profile.startTime;
  let t = 0;
  profile.samples.forEach((id, i) => {
    ts += profile.timeDeltas[i];
    const dt = profile.timeDeltas[i + 1] ?? 0;
    while (t < tasks.length && ts > tasks[t].ts + tasks[t].dur) t += 1;
    if (t >= tasks.length || ts < tasks[t].ts) return;
    const frame = nodes.get(id).callFrame;
    if (['(idle)', '(root)', '(program)', '(garbage collector)'].includes(frame.functionName) && !frame.url) return;
    if (!groupOfNode.has(id)) groupOfNode.set(id, groupOfFrame(frame));
    const group = groupOfNode.get(id);
    byGroup.set(group, (byGroup.get(group) ?? 0) + dt / 1000);
  });
  const byCause = Object.fromEntries(JS_CAUSES.map((c) => [c, 0]));
  for (const [group, ms] of byGroup) byCause[jsCauseOf(group)] += ms;
  return { byGroup, byCause };
}
