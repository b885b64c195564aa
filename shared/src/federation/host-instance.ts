import { getInstance } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { withinDeadline } from './deadline';

// A remote mounts another remote's part through the HOST's federation instance: the shell registers
// the remotes on it at run time (registerRemotes from /config.json) and adds its retry and fallback
// plugins. Every host provides this module to the remotes (a production remote has no copy of it:
// `import: false`), so the runtime's documented `getInstance()` here is the instance the host's build
// plugin created. A remote running alone (development) has its own copy and its own instance, which
// knows no other remote: the part's fallback shows.

/** The part of a federation instance this module relies on (the runtime's `ModuleFederation`). */
export interface FederationInstanceLike {
  options: { remotes?: ReadonlyArray<{ name: string; alias?: string }> };
  loadRemote<T>(id: string): Promise<T | null>;
}

/** 'mf_quote/BookingSummaryPanel' -> { remote: 'mf_quote', module: 'BookingSummaryPanel' } */
export function parsePartId(id: string): { remote: string; module: string } {
  const match = /^([A-Za-z_$][\w$]*)\/(?:\.\/)?(.+)$/.exec(id);
  if (!match) throw new Error(`"${id}" is not a federated part id such as "mf_quote/BookingSummaryPanel".`);
  return { remote: match[1], module: match[2] };
}

/** How the instance is found: the runtime's getInstance(), replaced in unit tests. */
export type InstanceSource = () => FederationInstanceLike | null | undefined;

/** The host's instance when it has `remote` registered, else null (no host, or a remote alone). */
export function findHostInstance(remote: string, current: InstanceSource = getInstance): FederationInstanceLike | null {
  const instance = current();
  return instance?.options.remotes?.some((entry) => entry.name === remote || entry.alias === remote) ? instance : null;
}

/** Set by the shell's fallback plugin on the stand-in module it returns for a remote that failed. */
export const FALLBACK_MODULE_FLAG = '__bookingFallback';

class RemotePartError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemotePartError';
  }
}

/**
 * Loads an exposed part's default export through the host's instance. Rejects when no instance knows
 * the remote, when the load fails or does not end within the deadline, or when the host's fallback
 * plugin stood in for it: the caller's own fallback then shows in that part's place.
 */
export async function loadRemotePart<P>(id: string, current: InstanceSource = getInstance): Promise<ComponentType<P>> {
  const { remote, module } = parsePartId(id);
  const instance = findHostInstance(remote, current);
  if (!instance) throw new RemotePartError(`No federation host has the remote ${remote} registered.`);
  const loaded = await withinDeadline(instance.loadRemote<Record<string, unknown>>(`${remote}/${module}`), id);
  if (!loaded || loaded[FALLBACK_MODULE_FLAG]) throw new RemotePartError(`The part ${id} could not be loaded.`);
  const component = loaded.default;
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new RemotePartError(`The part ${id} has no default export.`);
  }
  return component as ComponentType<P>;
}
