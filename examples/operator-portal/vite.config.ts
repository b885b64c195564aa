import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import { defineConfig } from 'vite';

// The federation runtime this portal ships is its own (package.json), not whatever copy the plugin
// finds: the plugin's start-up code and src/corporate-remote.tsx then import one module, so
// registerRemotes and loadRemote act on the instance the plugin initialised.
const runtime = fileURLToPath(import.meta.resolve('@module-federation/runtime'));

// React and the router are shared as singletons: the corporate area renders in this page's React
// tree and under its router. The remote is registered at run time from /portal-config.json.
const singleton = { singleton: true };

export default defineConfig({
  build: {
    target: 'es2022',
    rollupOptions: {
      // react-router marks its modules "use client" (for server components); a client bundle drops it.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        warn(warning);
      },
    },
  },
  plugins: [
    federation({
      name: 'operator_portal',
      implementation: runtime,
      remotes: {},
      shared: {
        react: singleton,
        'react-dom': singleton,
        'react-router-dom': singleton,
      },
      dts: false,
    }),
  ],
});
