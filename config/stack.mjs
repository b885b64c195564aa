// The parts of the stack and their ports, read once from the environment (brief "Start script").
const port = (name, fallback) => Number(process.env[name] ?? fallback);

export function stackPorts() {
  return {
    shell: port('SHELL_PORT', 3000),
    search: port('SEARCH_PORT', 3001),
    quote: port('QUOTE_PORT', 3002),
    checkout: port('CHECKOUT_PORT', 3003),
    corporate: port('CORPORATE_PORT', 3004),
    api: port('API_PORT', 4000),
  };
}

/** The four remotes: workspace folder, federated name, port key and the shell's env variable. */
export const REMOTES = [
  { dir: 'mf-search', name: 'mf_search', portKey: 'search', envName: 'REMOTE_SEARCH_URL' },
  { dir: 'mf-quote', name: 'mf_quote', portKey: 'quote', envName: 'REMOTE_QUOTE_URL' },
  { dir: 'mf-checkout', name: 'mf_checkout', portKey: 'checkout', envName: 'REMOTE_CHECKOUT_URL' },
  { dir: 'mf-corporate', name: 'mf_corporate', portKey: 'corporate', envName: 'REMOTE_CORPORATE_URL' },
];

/** The shell server's environment: remote manifests on their ports unless set, the API on its port. */
export function shellEnv(ports) {
  const env = {
    PORT: String(ports.shell),
    API_BASE_URL: process.env.API_BASE_URL || `http://localhost:${ports.api}`,
  };
  for (const remote of REMOTES) {
    env[remote.envName] = process.env[remote.envName] || `http://localhost:${ports[remote.portKey]}/mf-manifest.json`;
  }
  return env;
}
