import { useEffect, useState } from 'react';
import { fetchCompanies } from '@booking/shared/api';

/** The partner operators' names for the footer; a failure is logged and the list stays empty. */
export function usePartnerCompanies(enabled: boolean): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    fetchCompanies()
      .then((companies) => {
        if (!cancelled) setNames(companies.map((entry) => entry.company.company_name).filter(Boolean));
      })
      .catch((error: unknown) => console.error('[shell] partner companies could not be loaded.', error));
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  return names;
}
