import { createContext, useContext, useMemo, type ReactNode } from 'react';

// What the host tells the area (the exposed entry's props), read by every screen of it.
export interface AreaOptions {
  /** Where the area lives in the host's router: '' for our shell, '/portal/corporate' in a portal. */
  basePath: string;
  /** Where Book Now leads (product §10 "Routes": the public search, '/' by default). */
  bookNowPath: string;
  /** Called after sign-out in place of going to '/'. */
  onSignOut?: () => void;
}

export type AreaPage = 'login' | 'bookings' | 'my-account' | 'book-now';

/** '/portal/corporate/' -> '/portal/corporate'; '' or '/' -> ''. */
export function normaliseBasePath(basePath: string | undefined): string {
  const trimmed = (basePath ?? '').trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * The area's page for a pathname under the base path (case-insensitive, trailing slashes ignored),
 * else null. The base path itself ('/portal/corporate', '/portal/corporate/') is the page '', which
 * opens the bookings.
 */
export function pageAt(pathname: string, basePath: string): AreaPage | string | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  const base = normaliseBasePath(basePath).toLowerCase();
  if (path === base) return '';
  if (!path.startsWith(`${base}/`)) return null;
  return path.slice(base.length + 1);
}

const AreaContext = createContext<AreaOptions>({ basePath: '', bookNowPath: '/' });

export function AreaProvider({ options, children }: { options: AreaOptions; children: ReactNode }) {
  const value = useMemo(() => ({ ...options, basePath: normaliseBasePath(options.basePath) }), [options]);
  return <AreaContext.Provider value={value}>{children}</AreaContext.Provider>;
}

/** The host's options and the area's own paths ('/bookings' or '/portal/corporate/bookings'). */
export function useArea() {
  const options = useContext(AreaContext);
  return useMemo(() => ({ ...options, path: (page: AreaPage) => `${options.basePath}/${page}` }), [options]);
}
