import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { RemoteDeadlineError, withinDeadline } from '@booking/shared/federation';
import type { AppConfig } from '../config/app-config';
import { findRoute } from '@booking/shared/domain';
import { fallbackModule, fallbackPlugin } from './fallback-plugin';
import { retryPlugin } from './retry-plugin';

// The remotes come from /config.json at run time, so a remote moves or upgrades without a shell build.
let ready: Promise<void> | null = null;
let resolveReady: () => void = () => undefined;
const readyPromise = () => (ready ??= new Promise<void>((resolve) => (resolveReady = resolve)));

export function registerAppRemotes(config: AppConfig): void {
  registerPlugins([retryPlugin(), fallbackPlugin()]);
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  readyPromise();
  resolveReady();
}

export type RemoteComponent = ComponentType<Record<string, unknown>>;

const moduleId = (remote: string, module: string) => `${remote}/${module.replace(/^\.\//, '')}`;

/**
 * Starts loading the modules the current path mounts as soon as the remotes are known, instead of
 * when React first renders them; the runtime keeps the result for the render.
 */
export function warmRoute(pathname: string): void {
  for (const { remote, module } of findRoute(pathname)?.mounts ?? []) {
    loadRemote(moduleId(remote, module)).catch(() => undefined);
  }
}

/** The fallback module when the remote has not answered in time (it accepted the connection and hangs). */
function fallbackWhenLate(remote: string) {
  return (error: unknown) => {
    if (!(error instanceof RemoteDeadlineError)) throw error;
    console.error(`[shell] ${error.message} Showing its fallback.`);
    return fallbackModule(remote);
  };
}

/**
 * Loads `remote/module` once the remotes are registered. One that has not loaded within the deadline
 * (manifest, entry and module together) gets the fallback plugin's stand-in, as a refused one does. A
 * remote absent from the config, or one the fallback plugin could not replace, rejects, and the error
 * boundary around the mount takes over.
 */
export async function loadRemoteComponent(remote: string, module: string): Promise<{ default: RemoteComponent }> {
  await readyPromise();
  const id = moduleId(remote, module);
  const loaded = await withinDeadline(loadRemote<{ default?: RemoteComponent }>(id), id).catch(fallbackWhenLate(remote));
  if (!loaded?.default) throw new Error(`Remote module ${id} has no default export.`);
  return { default: loaded.default };
}
