// A redirect target's safety rule: the corporate sign-in and the steps' Back (previousStepPath) apply it (product §10 "Routes").

/**
 * The `redirect` query value when it is a same-site relative path (a page with a query), else null.
 * Refused: absolute URLs, protocol-relative '//host', back-slash tricks and control characters.
 */
export function safeRedirectPath(redirect: string | null | undefined): string | null {
  if (typeof redirect !== 'string') return null;
  const value = redirect.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const url = new URL(value, 'http://same.site');
    return url.origin === 'http://same.site' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
