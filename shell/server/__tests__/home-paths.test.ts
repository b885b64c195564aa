import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_LIST, ROUTES } from '@booking/shared/domain';
import { hintsFor } from '../page-hints';

// The server and nginx serve the home page's first screen on the home page's paths. Neither reads the
// route manifest (plain JavaScript; an nginx location), so each is held to it here.
const homeMounts = ROUTES.root.mounts;
const isHome = (route: (typeof ROUTE_LIST)[number]) => route.step === 1 && JSON.stringify(route.mounts) === JSON.stringify(homeMounts);
const settings = { brand: { heroImageUrl: '/brand/hero.svg' } };

describe("the home page's paths, as the route manifest lists them", () => {
  it.each(ROUTE_LIST.map((route) => [route.path, isHome(route)] as const))('%s: the hero picture is hinted: %s', (routePath, home) => {
    expect(hintsFor(routePath, '', settings).includes('as="image"')).toBe(home);
    expect(hintsFor(`${routePath.toUpperCase()}/`, '', settings).includes('as="image"')).toBe(home);
  });

  it("nginx's home-page location matches exactly those paths", () => {
    const template = readFileSync(path.resolve(__dirname, '../../../deploy/nginx/shell.conf.template'), 'utf8');
    const source = /# The home page's paths[^\n]*\n\s*location ~\* "([^"]+)"/.exec(template)?.[1];
    expect(source).toBeDefined();
    const location = new RegExp(source ?? '', 'i');
    const homePaths = ROUTE_LIST.filter(isHome).map((route) => route.path);
    expect(homePaths.length).toBeGreaterThan(1);
    for (const route of ROUTE_LIST) {
      expect([route.path, location.test(route.path)]).toEqual([route.path, homePaths.includes(route.path)]);
    }
  });
});
