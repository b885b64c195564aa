// The checkout attempts as one service for a server: the store, the sealed secrets, the routes and
// the reconciler. The shell's server, the dev server and attempts-server.ts start it the same way.
import { createCompleter } from './complete';
import { startReconciler } from './reconciler';
import { attemptRoutes } from './routes';
import { secretBox } from './secrets';
import { type Log, openStore } from './store';
import type { ServerSettings } from '../env';

export { isSitePath } from './routes';

/** Opens the store and starts the reconciler; `handle(req, res, headers)` answers /site/ requests. */
export async function startAttempts(settings: ServerSettings, { log = console }: { log?: Log } = {}) {
  const store = await openStore(settings.attempts, { log });
  const box = secretBox(settings.attempts.secret, { log });
  const completer = createCompleter({ store, box, settings, log });
  const handle = attemptRoutes({ store, box, completer, settings, log });
  const reconciler = startReconciler({ store, completer, settings, log });
  log.log(`[checkout-attempts] store: ${store.kind} ${store.where}`);
  return {
    handle,
    async stop() {
      await reconciler.stop();
      await store.close();
    },
  };
}
