// Everything the shell's server reads from its environment, with the development defaults.
import { remoteManifests, stackPorts } from '../../config/stack.mjs';

const list = (value) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);

/**
 * FRAME_PARENT_ORIGINS entries become CSP frame-ancestors and postMessage targets, so each must be a
 * bare origin; anything else ('*', a path, a typo) stops the server with a message saying which.
 */
export function parseOrigins(value, name) {
  return list(value).map((entry) => {
    let url = null;
    try {
      url = new URL(entry);
    } catch {
      // reported below
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== entry.replace(/\/$/, '').toLowerCase() || url.username || url.password) {
      throw new Error(`${name}: "${entry}" is not an origin. Give scheme://host[:port] with no path, e.g. https://operator.example.`);
    }
    return url.origin;
  });
}

export function readServerEnv(env = process.env) {
  const ports = stackPorts(env);
  return {
    port: Number(env.PORT ?? ports.shell),
    // Loopback unless told otherwise (HOST=0.0.0.0 in a container).
    host: env.HOST || 'localhost',
    distDir: env.DIST_DIR ?? new URL('../dist', import.meta.url).pathname,
    apiBaseUrl: (env.API_BASE_URL || `http://localhost:${ports.api}`).replace(/\/+$/, ''),
    // Dev defaults only; a real deployment sets both. Added here, so they never reach the browser.
    apiPublicKey: env.API_PUBLIC_KEY || 'sandbox-public-key',
    apiSecretKey: env.API_SECRET_KEY || 'sandbox-secret-key',
    remotes: remoteManifests(env, ports),
    // Origins only: '*' would let any site frame the page and read its reports.
    frameParentOrigins: parseOrigins(env.FRAME_PARENT_ORIGINS, 'FRAME_PARENT_ORIGINS'),
    // HSTS on every answer when told so (TLS ends in front of this server); else only on TLS requests.
    hsts: env.HSTS === 'on',
  };
}

/** The browser's view of the deployment: /config.json. No key, no API base. */
export const browserConfig = (settings) => ({
  remotes: settings.remotes,
  frameParentOrigins: settings.frameParentOrigins,
});
