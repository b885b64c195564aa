import { createAppConfig } from '../config/create-app-config.mjs';

// mf_search: the home / search screen, Contact Us, Our Fleet, and the Quote Now form for /quoteView.
export default createAppConfig({
  name: 'mf_search',
  port: Number(process.env.SEARCH_PORT ?? 3001),
  dir: import.meta.dirname,
  title: 'Book a Trip',
  exposes: {
    './App': './src/app/app.tsx',
    './QuoteNow': './src/app/quote-now.tsx',
    // Parts other remotes mount at run time (mf_quote's booking summary panel): see README.
    './JourneyForm': './src/app/journey-form.tsx',
    './OptionsPanel': './src/app/options-panel.tsx',
    './JourneyMap': './src/app/journey-map.tsx',
  },
});
