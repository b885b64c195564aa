/** True when the site runs inside another page's frame (an operator's own website). */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true; // a cross-origin parent may refuse even the comparison
  }
}

/**
 * Opens `url` in the whole browser tab; false when the browser refuses. Hosted card checkout refuses to
 * run in a frame, and a frame may move its parent only during a click (product §10 "Routes"): once the
 * click's activation has expired (the checks before charging take a moment), the browser refuses, and
 * the page offers a button whose fresh click does it.
 */
export function openAtTopLevel(url: string, win: Window = window): boolean {
  if (!win.top || win.top === win.self) {
    win.location.assign(url);
    return true;
  }
  const activation = (win.navigator as Partial<Navigator>).userActivation;
  if (activation && !activation.isActive) return false;
  try {
    win.top.location.href = url;
    return true;
  } catch {
    return false;
  }
}
