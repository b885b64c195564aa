import type { ComponentType } from 'react';

// A remote mounts another remote's part through the HOST's federation instance: the shell registers
// the remotes on it at run time (registerRemotes from /config.json) and adds its retry and fallback
// plugins. Production remotes borrow the host's runtime (externalRuntime), so there is no runtime
// module of their own to import; every instance is listed on the runtime's global, which is what
// `getInstance(finder)` of '@module-federation/enhanced/runtime' searches. Reading it here costs a
// remote no runtime bytes and works the same in a development build.

/** The part of a federation instance this module relies on. */
export interface FederationInstanceLike {
  name?: string;
  options: { name?: string; remotes?: ReadonlyArray<{ name: string; alias?: string }> };
  loadRemote<T>(id: string): Promise<T | null>;
}

interface FederationGlobal {
  __FEDERATION__?: { __INSTANCES__?: FederationInstanceLike[] };
}

/** 'mf_quote/BookingSummaryPanel' -> { remote: 'mf_quote', module: 'BookingSummaryPanel' } */
export function parsePartId(id: string): { remote: string; module: string } {
  const match = /^([A-Za-z_$][\w$]*)\/(?:\.\/)?(.+)$/.exec(id);
  if (!match) throw new Error(`"${id}" is not a federated part id such as "mf_quote/BookingSummaryPanel".`);
  return { remote: match[1], module: match[2] };
}

/** The instance that knows `remote` (the host's, once the shell registered its remotes), or null. */
export function findHostInstance(remote: string, scope: object = globalThis): FederationInstanceLike | null {
  const instances = (scope as FederationGlobal).__FEDERATION__?.__INSTANCES__ ?? [];
  return (
    instances.find((instance) =>
      (instance.options.remotes ?? []).some((entry) => entry.name === remote || entry.alias === remote),
    ) ?? null
  );
}

/** Set by the shell's fallback plugin on the stand-in module it returns for a remote that failed. */
export const FALLBACK_MODULE_FLAG = '__bookingFallback';

export class RemotePartError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemotePartError';
  }
}

/**
 * Loads an exposed part's default export through the host's instance. Rejects when no instance knows
 * the remote, when the load fails, or when the host's fallback plugin stood in for it: the caller's
 * own fallback then shows in that part's place.
 */
export async function loadRemotePart<P>(id: string, scope: object = globalThis): Promise<ComponentType<P>> {
  const { remote, module } = parsePartId(id);
  const instance = findHostInstance(remote, scope);
  if (!instance) throw new RemotePartError(`No federation host has the remote ${remote} registered.`);
  const loaded = await instance.loadRemote<Record<string, unknown>>(`${remote}/${module}`);
  if (!loaded || loaded[FALLBACK_MODULE_FLAG]) throw new RemotePartError(`The part ${id} could not be loaded.`);
  const component = loaded.default;
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new RemotePartError(`The part ${id} has no default export.`);
  }
  return component as ComponentType<P>;
}
