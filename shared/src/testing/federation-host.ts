import { init, type ModuleFederation } from '@module-federation/enhanced/runtime';

type LoadRemote = (id: string) => Promise<unknown>;

/**
 * The shell's federation instance as the real runtime holds it: `remotes` registered on the instance
 * `getInstance()` gives (the build plugin creates it with `init`, as here), its `loadRemote` answered
 * by `loadRemote`. One instance per test file, extended by each call; `jest.restoreAllMocks()` undoes
 * the answer.
 */
export function registerHostRemotes(remotes: string[], loadRemote: LoadRemote): ModuleFederation {
  const host = init({ name: 'shell', remotes: remotes.map((name) => ({ name, entry: `http://localhost/${name}/mf-manifest.json` })) });
  jest.spyOn(host, 'loadRemote').mockImplementation(loadRemote as ModuleFederation['loadRemote']);
  return host;
}
