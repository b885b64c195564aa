import './zod-jitless';
import { loadAppConfig, type AppConfig } from './config/app-config';
import { showStartFailure } from './start-failure';

// Read the deployment's config (preloaded by the page) while the shared chunks load, and point the
// browser at this path's remote as soon as the route manifest is there (a shared module: imported, not
// bundled into this entry, which runs before the federation runtime has settled them).
const config = loadAppConfig();
// The config as soon as it has arrived: usually before bootstrap runs, which then renders with it.
const arrived: { config?: AppConfig } = {};
config.then((loaded) => (arrived.config = loaded)).catch(() => undefined);
config
  .then(async (loaded) => (await import('./federation/remote-hints')).hintRemotes(loaded, window.location.pathname))
  .catch(() => undefined);

// The heaviest shared modules are asked for one by one, so each is evaluated as soon as its chunk
// arrives, in a task of its own, while the rest still downloads; bootstrap then finds them ready
// instead of evaluating everything in one long task at the end. Each request is also MADE in a task
// of its own: a request runs the federation runtime's loadShare chain (share lookup, version check,
// script insertion) at once, and made together they would be one long task with main.js's evaluation.
// A request that fails here is only a head start lost: bootstrap meets the same failure and says so.
const inTurn = (...requests: Array<() => Promise<unknown>>) =>
  requests.forEach((request) => setTimeout(() => request().catch(() => undefined), 0));
// What runs once a module is there runs in a task after it: modules waiting on the same chunk are all
// evaluated in the task that chunk arrives in (the zod + axios chunk releases the store and the API
// client together), so the first request and React's first render do not add to that task.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
inTurn(
  () => import('react-dom/client'),
  // The settings request goes out as soon as the API client is there, before React renders.
  () =>
    import('./settings/settings-request').then(async ({ requestSettings }) => {
      await nextTask();
      return requestSettings();
    }),
  () => import('@booking/shared/store'),
  () => import('@booking/shared/ui'),
  () => import('react-router-dom'),
  () => import('@booking/shared/domain'),
  // Async boundary: the federation runtime settles the shared singletons before any React code runs.
  // A chunk that cannot load, or a start that throws, ends in the failure screen, not an endless overlay.
  () =>
    import('./bootstrap')
      .then(async ({ start }) => {
        await nextTask();
        start(config, arrived.config);
      })
      .catch((error: unknown) => {
        console.error('[shell] the site could not start.', error);
        showStartFailure(document.getElementById('root'));
      }),
);
