// The checkout attempts as one service for a server: the store, the sealed secrets, the routes and
// the reconciler. The shell's server, the dev server and attempts-server.mjs start it the same way.
import { createCompleter } from './complete.mjs';
import { startReconciler } from './reconciler.mjs';
import { attemptRoutes } from './routes.mjs';
import { secretBox } from './secrets.mjs';
import { openStore } from './store.mjs';

export { isSitePath } from './routes.mjs';

/** Opens the store and starts the reconciler; `handle(req, res, headers)` answers /site/ requests. */
export async function startAttempts(settings, { log = console } = {}) {
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
