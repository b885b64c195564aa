/** The parts of the site that call the dispatch API from the browser, through a proxy that adds the keys. */
type ApiPart = 'shell' | 'search' | 'quote' | 'checkout' | 'corporate';

/** One call of the dispatch API (product §7). `{id}` and `{file}` are the only path parameters. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  /** The parts that call it from the browser; a portal forwards only its part's calls. */
  parts: readonly ApiPart[];
  /** Whether the shell's server makes the call itself (a card checkout's calls and its checks). */
  server: boolean;
  /** Whether the proxy adds the operator's keys (X-Public-Key, X-Secret-Key). */
  keys: boolean;
}

/** An entry of the table: with the keys and not called by the shell's server, unless it says so. */
export const endpoint = <const E extends Omit<Endpoint, 'server' | 'keys'> & Partial<Pick<Endpoint, 'server' | 'keys'>>>(
  entry: E,
): E & Pick<Endpoint, 'server' | 'keys'> => ({ server: false, keys: true, ...entry });

/** The client's base: every API path of the table starts with it, and the client's URLs are relative to it. */
const API_BASE = '/api';

/** An endpoint's path with its parameter filled in (encoded), relative to the client's base. */
export const clientUrl = (entry: Pick<Endpoint, 'path'>, param?: string | number): string => {
  const path = entry.path.replace(/\{(id|file)\}/, () => encodeURIComponent(String(param)));
  return path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path;
};
