import { useEffect, useState } from 'react';

/**
 * `value`, but a change reaches the caller only after the browser has painted the frame that follows
 * it. The control that changed it (a pressed button) shows its new state at once, and costly visual
 * work (re-laying out 24 cards) follows a frame later instead of holding that feedback back. The first
 * render gets `value` as it is.
 */
export function useAfterNextPaint<T>(value: T): T {
  const [applied, setApplied] = useState(value);
  useEffect(() => {
    if (Object.is(applied, value)) return undefined;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setApplied(value), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [value, applied]);
  return applied;
}
