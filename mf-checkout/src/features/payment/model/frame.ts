/** True when the site runs inside another page's frame (an operator's own website). */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true; // a cross-origin parent may refuse even the comparison
  }
}

/**
 * Opens `url` in the whole browser tab. Hosted card checkout refuses to run in a frame, and a frame may
 * move its parent only during a click, so this runs inside the click handler (DECISIONS "Routes").
 */
export function openAtTopLevel(url: string, win: Window = window): void {
  if (win.top && win.top !== win.self) win.top.location.href = url;
  else win.location.assign(url);
}
