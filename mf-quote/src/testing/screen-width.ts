/**
 * Makes window.matchMedia answer as a screen `width` px wide would (jsdom has no matchMedia): width
 * queries are evaluated, any other query does not match. Returns the undo.
 */
export function mockScreenWidth(width: number): () => void {
  const matches = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    if (!max && !min) return false;
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  const had = Object.prototype.hasOwnProperty.call(window, 'matchMedia');
  const original = window.matchMedia;
  const mock = (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: mock });
  return () => {
    if (had) Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: original });
    else Reflect.deleteProperty(window, 'matchMedia');
  };
}
