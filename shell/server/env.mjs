// Everything the shell's server reads from its environment, with the development defaults.
import { remoteManifests, stackPorts } from '../../config/stack.mjs';

const list = (value) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);

export function readServerEnv(env = process.env) {
  const ports = stackPorts(env);
  return {
    port: Number(env.PORT ?? ports.shell),
    distDir: env.DIST_DIR ?? new URL('../dist', import.meta.url).pathname,
    apiBaseUrl: (env.API_BASE_URL || `http://localhost:${ports.api}`).replace(/\/+$/, ''),
    // Dev defaults only; a real deployment sets both. Added here, so they never reach the browser.
    apiPublicKey: env.API_PUBLIC_KEY || 'sandbox-public-key',
    apiSecretKey: env.API_SECRET_KEY || 'sandbox-secret-key',
    remotes: remoteManifests(env, ports),
    // Origins only: '*' would let any site read the page's reports, so it is never accepted.
    frameParentOrigins: list(env.FRAME_PARENT_ORIGINS).filter((origin) => origin !== '*'),
  };
}

/** The browser's view of the deployment: /config.json. No key, no API base. */
export const browserConfig = (settings) => ({
  remotes: settings.remotes,
  frameParentOrigins: settings.frameParentOrigins,
});
