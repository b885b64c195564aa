import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Layer 1 of 3: a network hiccup on a remote's manifest should not cost the visitor the page.
// Retries a failed or 5xx manifest fetch twice with a short back-off before giving up.
const RETRY_DELAYS_MS = [300, 900];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  fetchImpl: typeof fetch = fetch,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetchImpl(url, init);
      if (response.status < 500 || attempt >= delays.length) return response;
    } catch (error) {
      if (attempt >= delays.length) throw error;
    }
    await wait(delays[attempt]);
  }
}

export function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'booking-retry-plugin',
    fetch(url, init) {
      // Manifests are fetched; scripts are not, and the error layer below handles those.
      return fetchWithRetry(url, init);
    },
  };
}
