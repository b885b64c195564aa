// The types mf-corporate publishes to hosts that mount its exposed modules (package.json "exports"
// "./types"): type-only, so a host imports no code of ours, only the contract it renders with.
export type { CorporateAreaProps } from './app/corporate-area';
export type { CorporateAppProps, CorporateAppProvider, CorporateAppRenderOptions } from './app/corporate-app';
export type { CorporateAreaSettings } from './lib/area-options';
