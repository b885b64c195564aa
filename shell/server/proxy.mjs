// Forwards /api/* and /storage/* to the API base with the same path, adding the key headers here so
// that no key ever reaches the browser (DECISIONS).
import http from 'node:http';
import https from 'node:https';

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host'];

export function proxyToApi(req, res, settings, extraHeaders = {}) {
  const target = new URL(req.url ?? '/', `${settings.apiBaseUrl}/`);
  const base = new URL(settings.apiBaseUrl);
  target.pathname = `${base.pathname.replace(/\/+$/, '')}${new URL(req.url ?? '/', 'http://x').pathname}`;

  const headers = { ...req.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  // A browser must not choose the keys: whatever it sent is replaced.
  delete headers['x-public-key'];
  delete headers['x-secret-key'];
  headers['x-public-key'] = settings.apiPublicKey;
  headers['x-secret-key'] = settings.apiSecretKey;
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-host'] = req.headers.host ?? '';

  const client = target.protocol === 'https:' ? https : http;
  const upstream = client.request(target, { method: req.method, headers, timeout: 30_000 }, (answer) => {
    const out = { ...answer.headers, ...extraHeaders };
    for (const name of HOP_BY_HOP) delete out[name];
    res.writeHead(answer.statusCode ?? 502, out);
    answer.pipe(res);
  });
  upstream.on('timeout', () => upstream.destroy(new Error('upstream timed out')));
  upstream.on('error', (error) => {
    console.error(`[shell-server] ${req.method} ${req.url} -> ${target.origin}: ${error.message}`);
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', ...extraHeaders });
    res.end(JSON.stringify({ message: 'The booking service is unavailable right now. Please try again later.' }));
  });
  req.pipe(upstream);
}
