// Reports the page's height and URL to the embedding page (product §1: every 500 ms, on resize and on
// document changes), only to the configured parent origins, never '*'
// (product §10 "Defects of the original product that are not carried over").
const FRAME_REPORT_INTERVAL_MS = 500;
export const FRAME_REPORT_TYPE = 'booking-frame-report';

interface FrameReport {
  type: typeof FRAME_REPORT_TYPE;
  height: number;
  url: string;
}

/**
 * The origins to post to: the configured ones, narrowed to the parent's actual origin when the
 * browser tells it (ancestorOrigins, else the referrer), so no post is aimed at a wrong window.
 */
export function targetOrigins(configured: readonly string[], parentOrigin: string | null): string[] {
  if (!parentOrigin) return [...configured];
  return configured.includes(parentOrigin) ? [parentOrigin] : [];
}

/** The parent's origin as the browser reveals it, or null when it does not. */
function detectParentOrigin(win: Window): string | null {
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0];
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    return null;
  }
}

/** The content's height; not the html element's, which never gets smaller than the frame itself. */
const contentHeight = (doc: Document) => Math.ceil(Math.max(doc.body.scrollHeight, doc.body.offsetHeight));

const isEmbedded = (win: Window): boolean => win.parent !== win;

/** Starts reporting; returns the stop function. Does nothing outside a frame or without origins. */
export function startFrameReporter(win: Window, configured: readonly string[]): () => void {
  if (!isEmbedded(win)) return () => undefined;
  const origins = targetOrigins(configured, detectParentOrigin(win));
  if (origins.length === 0) return () => undefined;

  let last = '';
  const report = (force = false) => {
    const message: FrameReport = {
      type: FRAME_REPORT_TYPE,
      height: contentHeight(win.document),
      url: win.location.href,
    };
    const key = `${message.height} ${message.url}`;
    // The timer repeats the last report anyway, so a parent that missed one catches up.
    if (!force && key === last) return;
    last = key;
    for (const origin of origins) win.parent.postMessage(message, origin);
  };

  const timer = win.setInterval(() => report(true), FRAME_REPORT_INTERVAL_MS);
  const onResize = () => report();
  win.addEventListener('resize', onResize);
  const observer = new MutationObserver(() => report());
  observer.observe(win.document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  report(true);

  return () => {
    win.clearInterval(timer);
    win.removeEventListener('resize', onResize);
    observer.disconnect();
  };
}
