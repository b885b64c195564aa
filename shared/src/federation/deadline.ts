/**
 * How long a remote's manifest, entry and exposed module may take, together, before the visitor is
 * told the area is unavailable: a server that accepts the connection and never answers would
 * otherwise leave the loading state up for minutes (the browser's own limits).
 */
const REMOTE_DEADLINE_MS = 10_000;

export class RemoteDeadlineError extends Error {
  constructor(id: string, ms: number) {
    super(`${id} did not load within ${ms / 1000} s.`);
    this.name = 'RemoteDeadlineError';
  }
}

/**
 * `loading`, or a RemoteDeadlineError when `ms` pass first. The load itself goes on (the runtime
 * keeps it); only this caller stops waiting.
 */
export function withinDeadline<T>(loading: Promise<T>, id: string, ms = REMOTE_DEADLINE_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RemoteDeadlineError(id, ms)), ms);
  });
  return Promise.race([loading, late]).finally(() => clearTimeout(timer));
}
