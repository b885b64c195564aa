// Everything the shell's server reads from its environment, with the development defaults.
const list = (value) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);

const remoteUrl = (envName, port) => process.env[envName] || `http://localhost:${port}/mf-manifest.json`;

export function readServerEnv(env = process.env) {
  return {
    port: Number(env.PORT ?? env.SHELL_PORT ?? 3000),
    distDir: env.DIST_DIR ?? new URL('../dist', import.meta.url).pathname,
    apiBaseUrl: (env.API_BASE_URL || `http://localhost:${env.API_PORT ?? 4000}`).replace(/\/+$/, ''),
    // Dev defaults only; a real deployment sets both. Added here, so they never reach the browser.
    apiPublicKey: env.API_PUBLIC_KEY || 'sandbox-public-key',
    apiSecretKey: env.API_SECRET_KEY || 'sandbox-secret-key',
    remotes: {
      mf_search: remoteUrl('REMOTE_SEARCH_URL', env.SEARCH_PORT ?? 3001),
      mf_quote: remoteUrl('REMOTE_QUOTE_URL', env.QUOTE_PORT ?? 3002),
      mf_checkout: remoteUrl('REMOTE_CHECKOUT_URL', env.CHECKOUT_PORT ?? 3003),
      mf_corporate: remoteUrl('REMOTE_CORPORATE_URL', env.CORPORATE_PORT ?? 3004),
    },
    // Origins only: '*' would let any site read the page's reports, so it is never accepted.
    frameParentOrigins: list(env.FRAME_PARENT_ORIGINS).filter((origin) => origin !== '*'),
  };
}

/** The browser's view of the deployment: /config.json. No key, no API base. */
export const browserConfig = (settings) => ({
  remotes: settings.remotes,
  frameParentOrigins: settings.frameParentOrigins,
});
