// How the site names each remote's area when telling a visitor it is unavailable.
const LABELS: Record<string, string> = {
  mf_search: 'booking search',
  mf_quote: 'quotation',
  mf_checkout: 'checkout',
  mf_corporate: 'corporate account',
};

export const remoteLabel = (remote: string): string => LABELS[remote] ?? 'requested';
