// The port base `check:commands -- --run` runs the Markdown's commands on, and how a command's ports move
// there: never the stack's default ports, which CI (or a developer's own stack) may have busy.
import { portEnv, portsFromBase, readPortBase } from '../../config/stack.mjs';

/** Its own base when neither CHECK_COMMANDS_PORT_BASE nor E2E_PORT_BASE is set. */
export const OWN_PORT_BASE = 3400;

/** CHECK_COMMANDS_PORT_BASE, else E2E_PORT_BASE, else 3400; a wrong value throws a line naming it. */
export function commandsPortBase(env = process.env) {
  return readPortBase(env, 'CHECK_COMMANDS_PORT_BASE', null) ?? readPortBase(env, 'E2E_PORT_BASE', OWN_PORT_BASE);
}

/**
 * A port the text names, moved to `base`: 3000-3999 to base + (port - 3000) mod 200, 4000-4999 (an API)
 * to base + 1000 + (port - 4000) mod 200. The commands run one at a time, so ports that meet there
 * (3000 and 3200, both bases) never meet in one run; the parts of one stack keep their offsets.
 */
export function movePort(port, base) {
  if (port >= 3000 && port < 4000) return base + ((port - 3000) % 200);
  if (port >= 4000 && port < 5000) return base + 1000 + ((port - 4000) % 200);
  return port;
}

const NAMED_PORT = /(localhost:|PORT=|PORT_BASE=|--port |--port-base |--against )([34]\d{3})\b/g;

/** The command with every port it names (in a URL, a *PORT= variable, a --port flag) moved to `base`. */
export const movePorts = (text, base) => text.replace(NAMED_PORT, (_, before, port) => `${before}${movePort(Number(port), base)}`);

/** The environment a moved command runs in: the stack's port variables and the e2e and bench bases at `base`. */
export function movedEnv(base, env = process.env) {
  return { ...env, ...portEnv(portsFromBase(base)), E2E_PORT_BASE: String(base), BENCH_PORT_BASE: String(base) };
}
