import { portalConfig } from '../webpack.common.mjs';

// React 18 shared as a singleton, as such a portal usually does; the default share strategy.
const singleton = { singleton: true, requiredVersion: '^18.3.1' };

export const title = 'Acme Travel portal';

export default portalConfig({
  dir: import.meta.dirname,
  name: 'acme_portal',
  shared: { react: singleton, 'react-dom': singleton },
});
