// Remotes are loaded at run time through the federation runtime; these ids are all the shell knows.
// Each exposed part's props are typed once, in the remote that owns them (type-only: no code crosses).
declare module 'mf_search/App' {
  const Part: import('react').ComponentType;
  export default Part;
}
declare module 'mf_search/QuoteNow' {
  const Part: import('react').ComponentType;
  export default Part;
}
declare module 'mf_search/JourneyForm' {
  const Part: import('react').ComponentType<import('../mf-search/src/app/journey-form').JourneyFormProps>;
  export default Part;
}
declare module 'mf_search/OptionsPanel' {
  const Part: import('react').ComponentType<Record<string, never>>;
  export default Part;
}
declare module 'mf_search/JourneyMap' {
  const Part: import('react').ComponentType<Record<string, never>>;
  export default Part;
}
declare module 'mf_quote/App' {
  const Part: import('react').ComponentType;
  export default Part;
}
declare module 'mf_quote/BookingSummaryPanel' {
  const Part: import('react').ComponentType<import('../mf-quote/src/app/booking-summary-panel').BookingSummaryPanelProps>;
  export default Part;
}
declare module 'mf_quote/CompactSummary' {
  const Part: import('react').ComponentType<import('../mf-quote/src/app/compact-summary-panel').CompactSummaryPanelProps>;
  export default Part;
}
declare module 'mf_checkout/App' {
  const Part: import('react').ComponentType;
  export default Part;
}
declare module 'mf_corporate/App' {
  const Part: import('react').ComponentType;
  export default Part;
}
declare module 'mf_corporate/CorporateArea' {
  const Part: import('react').ComponentType<import('../mf-corporate/src/app/corporate-area').CorporateAreaProps>;
  export default Part;
}
declare module 'mf_corporate/CorporateApp' {
  const provider: import('../mf-corporate/src/app/corporate-app').CorporateAppProvider;
  export default provider;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}

/** The props of every part mounted through RemotePart (@booking/shared/federation), by federated id. */
interface BookingRemoteParts {
  'mf_search/JourneyForm': import('react').ComponentProps<typeof import('mf_search/JourneyForm').default>;
  'mf_search/OptionsPanel': import('react').ComponentProps<typeof import('mf_search/OptionsPanel').default>;
  'mf_search/JourneyMap': import('react').ComponentProps<typeof import('mf_search/JourneyMap').default>;
  'mf_quote/BookingSummaryPanel': import('react').ComponentProps<typeof import('mf_quote/BookingSummaryPanel').default>;
  'mf_quote/CompactSummary': import('react').ComponentProps<typeof import('mf_quote/CompactSummary').default>;
}
