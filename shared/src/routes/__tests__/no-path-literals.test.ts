import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_LIST } from '..';

// A page's path is written once, in the route manifest: app source names the page (`pathTo('payment')`,
// `ROUTES.payment.path`). Tests may type addresses as a visitor does.
const root = path.resolve(__dirname, '..', '..', '..', '..');
const MANIFEST = path.join(root, 'shared', 'src', 'routes', 'manifest.ts');
const sourceDirs = () => [
  path.join(root, 'shell', 'src'),
  path.join(root, 'shared', 'src'),
  ...readdirSync(root)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => path.join(root, name, 'src')),
];

const isTest = (file: string) => file.includes(`${path.sep}__tests__${path.sep}`) || /\.test\.tsx?$/.test(file);
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !isTest(file) && file !== MANIFEST);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const firstSegments = [...new Set(ROUTE_LIST.map((route) => route.path.split('/')[1]).filter(Boolean))];
/** A quoted path whose first segment is a page's: '/paymentview', "/card/...", `/payment-success?...`, `${origin}/checkout`. */
const PAGE_PATH = new RegExp(`['"\`}]/(${firstSegments.map(escape).join('|')})(?=[/'"\`?#$])`, 'i');
/** The root page as a link, route or navigation target. */
const ROOT_TARGET = /\b(to|path)=\{?['"]\/['"]|\bto: ['"]\/['"]|\bnavigate\(['"]\/['"]/;
const isComment = (line: string) => /^\s*(\/\/|\/\*|\*|\{\/\*)/.test(line);

/** Each line of app source that writes a page's path, as 'file:line: text'. */
function pathLiterals(files: readonly string[], read = (file: string) => readFileSync(file, 'utf8')): string[] {
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, index) =>
        !isComment(line) && (PAGE_PATH.test(line) || ROOT_TARGET.test(line))
          ? [`${path.relative(root, file)}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );
}

describe('route paths are written only in the route manifest', () => {
  it('finds no page path in app source outside it', () => {
    expect(pathLiterals(sourceDirs().flatMap(sourceFiles))).toEqual([]);
  });

  it.each([
    ["navigate('/paymentview');", true],
    ['<Route path="/Card/:attempt/payment-success" />', true],
    ['navigate(`/payment-success?status=success`);', true],
    ['<Link to="/">Home</Link>', true],
    ["{ label: 'Home', to: '/', shown: true }", true],
    ['const url = `${window.location.origin}/stripecheckout?attempt=${id}`;', true],
    ["navigate(pathTo('payment'));", false],
    ["const url = `${window.location.origin}${pathTo('payment')}`;", false],
    ["const api = '/v1/booking';", false],
    ["url.split('/');", false],
    ["// the step bar sends the visitor to '/paymentview'", false],
    ["'/checkout-attempts'", false],
  ])('%s is a page path: %s', (line, found) => {
    expect(pathLiterals(['x.ts'], () => line)).toHaveLength(found ? 1 : 0);
  });
});
