// Event Timing, what INP reads: each interaction's duration (input delay + handlers + next paint).

/**
 * In the page (page.addInitScript or page.evaluate): keeps every event entry of an interaction that
 * lasted 16 ms or more in window.__events; `buffered` also takes those before the observer.
 */
export function recordInteractions(buffered) {
  window.__events = [];
  new PerformanceObserver((list) =>
    window.__events.push(
      ...list
        .getEntries()
        .filter((e) => e.interactionId)
        .map((e) => ({ name: e.name, duration: e.duration, id: e.interactionId })),
    ),
  ).observe({ type: 'event', durationThreshold: 16, buffered });
}

/**
 * The interactions recorded so far: the longest (what INP reports; with none over the 16 ms threshold
 * it is at most 16 ms, so 16), how many there were, the events that took that long, and all of them.
 */
export async function readInteractions(page) {
  const events = await page.evaluate(() => window.__events);
  const byInteraction = new Map();
  for (const e of events) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
  const longestMs = byInteraction.size ? Math.max(...byInteraction.values()) : 16;
  const worstEvents = [...new Set(events.filter((e) => e.duration === longestMs).map((e) => e.name))];
  return { longestMs, interactions: byInteraction.size, worstEvents, events };
}
