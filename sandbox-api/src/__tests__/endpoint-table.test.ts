import { ENDPOINTS, SANDBOX_CHECKOUT_PAGES, type Endpoint } from '@booking/shared/api';
import { route } from '../http/route';
import { harness } from './harness';

/** The API's and its images' namespaces; the sandbox's own routes (/sandbox/..., its checkout page) are outside them. */
const API_OR_IMAGES = /^\/(?:api|storage)\//;

/** Every route the router knows, as "METHOD /url" (HEAD, which Fastify adds to each GET, left out), from its printed tree. */
function registered(tree: string): string[] {
  const routes: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const at = line.indexOf('── ');
    const match = at < 0 ? null : /^(\S+)(?: \(([A-Z, ]+)\))?/.exec(line.slice(at + 3));
    if (!match) continue;
    const depth = Math.floor(at / 4);
    paths[depth] = `${depth > 0 ? paths[depth - 1] : ''}${match[1]}`;
    for (const method of match[2]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${paths[depth]}`);
  }
  return routes;
}

const asRoute = (entry: Endpoint) => `${entry.method} ${route(entry).replace(/:file$/, '*')}`;
const asInjected = (entry: Endpoint) => ({ method: entry.method, url: route(entry).replace(/:file$/, '*') });

describe('the sandbox serves the endpoint table (shared/src/api/endpoints.ts), no more and no less', () => {
  const { app } = harness();
  afterAll(() => app.close());
  const table = [...Object.values(ENDPOINTS), ...Object.values(SANDBOX_CHECKOUT_PAGES)].map(asRoute);

  it('has a route for every call of the table, with its method', async () => {
    await app.ready();
    const missing = [...Object.values(ENDPOINTS), ...Object.values(SANDBOX_CHECKOUT_PAGES)].filter(
      (entry) => !app.hasRoute(asInjected(entry)),
    );
    expect(missing.map(asRoute)).toEqual([]);
  });

  it('has no route of the API or its images that the table does not list', async () => {
    await app.ready();
    const offTable = registered(app.printRoutes({ commonPrefix: false })).filter(
      (line) => API_OR_IMAGES.test(line.split(' ')[1]) && !table.includes(line),
    );
    expect(offTable).toEqual([]);
  });
});
