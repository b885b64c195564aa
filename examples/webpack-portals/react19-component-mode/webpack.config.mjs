import { portalConfig } from '../webpack.common.mjs';

// React, react-dom and the router shared as singletons: the corporate area renders in this page's
// tree and under its router. The default share strategy.
const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

export const title = 'Acme Components Travel portal';

export default portalConfig({
  dir: import.meta.dirname,
  name: 'acme_components',
  shared: { react: singleton('~19.0.0'), 'react-dom': singleton('~19.0.0'), 'react-router-dom': singleton('~7.9.0') },
});
