// Remotes are loaded at run time through the federation runtime; these ids are all the shell knows.
declare module 'mf_search/App';
declare module 'mf_search/QuoteNow';
declare module 'mf_search/JourneyForm';
declare module 'mf_search/OptionsPanel';
declare module 'mf_search/JourneyMap';
declare module 'mf_quote/App';
declare module 'mf_quote/BookingSummaryPanel';
declare module 'mf_quote/CompactSummary';
declare module 'mf_checkout/App';
declare module 'mf_corporate/App';
declare module 'mf_corporate/CorporateArea';
declare module '*.svg' { const url: string; export default url; }
declare module '*.png' { const url: string; export default url; }
