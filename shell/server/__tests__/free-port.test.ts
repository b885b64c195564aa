import { onAFreePort } from './servers';

// The test servers' ports: free a moment before the server binds one, so a port taken in between is retried.
const inUse = (port: number) => new Error(`[shell-server] cannot start: port ${port} is in use (the shell's server).`);

it('starts again on another free port when the first was taken in between', async () => {
  const tried: number[] = [];
  const started = await onAFreePort(async (port) => {
    tried.push(port);
    if (tried.length === 1) throw inUse(port);
    return { child: 'server' };
  });
  expect(tried).toHaveLength(2);
  expect(started).toEqual({ child: 'server', port: tried[1] });
});

it('gives up after three ports in use, with the last refusal', async () => {
  let calls = 0;
  const refused = async (port: number) => {
    calls += 1;
    throw inUse(port);
  };
  await expect(onAFreePort(refused)).rejects.toThrow(/is in use/);
  expect(calls).toBe(3);
});

it('does not retry any other failure', async () => {
  let calls = 0;
  const misconfigured = async () => {
    calls += 1;
    throw new Error('ATTEMPTS_SECRET is too short');
  };
  await expect(onAFreePort(misconfigured)).rejects.toThrow('ATTEMPTS_SECRET is too short');
  expect(calls).toBe(1);
});
