import { createAppConfig } from '../config/create-app-config.mjs';

// mf_corporate: the corporate passenger area. './CorporateArea' lets a React 19 host embed the area as a
// component; './CorporateApp' mounts it as an app (own React root, router and store) in any host. Its
// manifest carries the exposed modules' types (publishesTypes, from tsconfig.types.json).
export default createAppConfig({
  name: 'mf_corporate',
  dir: import.meta.dirname,
  title: 'Corporate Account',
  publishesTypes: true,
  exposes: {
    './App': './src/app/app.tsx',
    './CorporateArea': './src/app/corporate-area.tsx',
    './CorporateApp': './src/app/corporate-app.tsx',
  },
});
