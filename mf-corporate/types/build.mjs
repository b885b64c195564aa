// Bundles the published contract, mf-corporate/src/types.ts, into one declaration file, dist/types.d.ts,
// before `npm pack` (prepack): the props and the bridge app's types, with nothing of the area's code
// and no import of React or the router, so a host installs types only (docs/decisions/portals.md).
import path from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

const here = import.meta.dirname;
const bundle = await rollup({
  input: path.join(here, '..', 'src', 'types.ts'),
  plugins: [dts({ tsconfig: path.join(here, '..', 'tsconfig.types.json') })],
});
await bundle.write({ file: path.join(here, 'dist', 'types.d.ts'), format: 'es' });
await bundle.close();
