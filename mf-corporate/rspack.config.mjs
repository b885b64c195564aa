import { createAppConfig } from '../config/create-app-config.mjs';

// mf_corporate: the corporate passenger area. './CorporateArea' lets another host embed the area alone.
export default createAppConfig({
  name: 'mf_corporate',
  dir: import.meta.dirname,
  title: 'Corporate Account',
  exposes: {
    './App': './src/app/app.tsx',
    './CorporateArea': './src/app/corporate-area.tsx',
  },
});
