import { loadAppConfig } from './config/app-config';
import { hintRemotes } from './federation/remote-hints';

// Read the deployment's config (preloaded by the page) while the shared chunks load, and point the
// browser at this path's remote straight away.
const config = loadAppConfig();
config.then((loaded) => hintRemotes(loaded, window.location.pathname));

// Async boundary: the federation runtime settles the shared singletons before any React code runs.
import('./bootstrap').then(({ start }) => start(config));
