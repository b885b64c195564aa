// `npm run dev` only: the one React Refresh runtime of a page, whichever bundles are on it. Every app
// resolves 'react-refresh/runtime' here (create-app-config.mjs aliases 'react-refresh' to this folder); the first bundle on the page (the
// shell's entry, or a remote's on its own page) puts its runtime on the page, before react-dom starts,
// and every later one uses it. A remote's own runtime would start after react-dom and never see the
// renderer, and two runtimes would take turns owning React's one refresh handler.
import * as ownRuntime from '../../node_modules/react-refresh/runtime.js';

const key = Symbol.for('booking.react-refresh-runtime');
const runtime = (globalThis[key] ??= { ...ownRuntime, hooked: false });

/** Hooks the page's runtime into React's global hook once, however many bundles ask. */
export const injectIntoGlobalHook = (globalObject) => {
  if (runtime.hooked) return;
  runtime.hooked = true;
  runtime.injectIntoGlobalHook(globalObject);
};
export const createSignatureFunctionForTransform = (...args) => runtime.createSignatureFunctionForTransform(...args);
export const getFamilyByType = (...args) => runtime.getFamilyByType(...args);
export const isLikelyComponentType = (...args) => runtime.isLikelyComponentType(...args);
export const performReactRefresh = (...args) => runtime.performReactRefresh(...args);
export const register = (...args) => runtime.register(...args);
