import { createAppConfig } from '../../config/create-app-config.mjs';

// A host of its own: it shares only react, react-dom and react-router with the remotes it loads
// (it imports nothing else), and provides the federation runtime production remotes borrow.
export default createAppConfig({
  name: 'operator_portal',
  dir: import.meta.dirname,
  isHost: true,
  title: 'Acme Executive Travel portal',
});
