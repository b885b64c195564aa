// The port base `check:commands -- --run` runs the Markdown's commands on, and how a command's ports move
// there: never the stack's default ports, which CI (or a developer's own stack) may have busy.
import { portEnv, portsFromBase, readPortBase } from '../../config/stack.mjs';

/** Its own base when neither CHECK_COMMANDS_PORT_BASE nor E2E_PORT_BASE is set. */
export const OWN_PORT_BASE = 3400;

/** How far above the base the commands that run alongside the others (`ci.alongside`) have their ports. */
export const ALONGSIDE_SHIFT = 200;

/**
 * CHECK_COMMANDS_PORT_BASE, else E2E_PORT_BASE, else 3400; a wrong value, or one whose second lane
 * (+ ALONGSIDE_SHIFT) lands on a port browsers refuse, throws a line naming it.
 */
export function commandsPortBase(env = process.env) {
  const name = env.CHECK_COMMANDS_PORT_BASE?.trim() ? 'CHECK_COMMANDS_PORT_BASE' : 'E2E_PORT_BASE';
  readPortBase(env, name, null, ALONGSIDE_SHIFT);
  return readPortBase(env, name, OWN_PORT_BASE);
}

/**
 * A port the text names, moved to `base`: 3000-3999 to base + (port - 3000) mod 200, 4000-4999 (an API)
 * to base + 1000 + (port - 4000) mod 200. A lane's commands run one at a time, so ports that meet there
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

/** The environment a moved command runs in: the stack's port variables and the e2e, bench and commands bases at `base`. */
export function movedEnv(base, env = process.env) {
  const bases = { E2E_PORT_BASE: String(base), BENCH_PORT_BASE: String(base), CHECK_COMMANDS_PORT_BASE: String(base) };
  return { ...env, ...portEnv(portsFromBase(base)), ...bases };
}
