// Starting to listen, and the one line an operator reads when a server cannot: which port, which part,
// and what to do; never a stack trace.
import type { Server } from 'node:http';

/** Where a server listens, and what its one line says when it cannot. */
export type ListenPlace = { port: number; host: string; part: string; portVariables: string };

/** What went wrong listening on `port` and `host`, in one sentence. */
export function listenProblem(error: NodeJS.ErrnoException, { port, host, part, portVariables }: ListenPlace): string {
  switch (error.code) {
    case 'EADDRINUSE':
      return `port ${port} is in use (${part}). Stop what uses it, or set ${portVariables}.`;
    case 'EACCES':
      return `port ${port} needs privileges this process does not have (${part}). Use a port above 1023, or set ${portVariables}.`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST="${host}" is not an address of this machine (${part}). Use localhost, 0.0.0.0 or one of its addresses.`;
    default:
      return `cannot listen on ${host} port ${port} (${part}): ${error.message}`;
  }
}

/**
 * `server.listen(port, host)`; when that fails, one line `<prefix> cannot start: ...` on stderr, then
 * `cleanUp()` (2 s at most) and exit code 1.
 */
export function listenOrStop(
  server: Server,
  { port, host, prefix, part, portVariables, cleanUp = async () => {} }: ListenPlace & { prefix: string; cleanUp?: () => Promise<unknown> },
  onListening?: () => void,
): void {
  server.once('error', (error: NodeJS.ErrnoException) => {
    console.error(`${prefix} cannot start: ${listenProblem(error, { port, host, part, portVariables })}`);
    setTimeout(() => process.exit(1), 2_000).unref();
    Promise.resolve()
      .then(cleanUp)
      .finally(() => process.exit(1));
  });
  server.listen(port, host, onListening);
}
