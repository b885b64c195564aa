import { createAppBundleConfig, createAppConfig } from '../config/create-app-config.mjs';

// mf_corporate: the corporate passenger area. './CorporateArea' lets a React 19 host embed the area as a
// component (with the host's React and router); './CorporateApp' mounts it as an app in any host: a
// loader of the app bundle (app/corporate-app.js: own React root, router and store, nothing shared).
// Its manifest carries the exposed modules' types (publishesTypes, from tsconfig.types.json).
const container = createAppConfig({
  name: 'mf_corporate',
  dir: import.meta.dirname,
  title: 'Corporate Account',
  publishesTypes: true,
  exposes: {
    './App': './src/app/app.tsx',
    './CorporateArea': './src/app/corporate-area.tsx',
    './CorporateApp': './src/app/corporate-app-loader.ts',
  },
});
const appBundle = createAppBundleConfig({
  name: 'mf_corporate',
  dir: import.meta.dirname,
  entry: './src/app/corporate-app.tsx',
  subdir: 'app',
  fileName: 'corporate-app.js',
});

export default (env, argv) => [container(env, argv), appBundle(env, argv)];
