import { createAppConfig } from '../config/create-app-config.mjs';

// mf_checkout: personal details (step 3), payment (step 4), card hand-off, confirmation, forgot password.
export default createAppConfig({
  name: 'mf_checkout',
  dir: import.meta.dirname,
  title: 'Checkout',
  exposes: { './App': './src/app/app.tsx' },
});
