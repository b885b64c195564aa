import type { OperatorTexts } from '@booking/shared/store';

// The `operator` object of /config.json, read leniently: the server checked it at start, so anything
// odd here (an older server, a hand-edited file behind nginx) is dropped rather than shown.

const TEXT_KEYS = ['priceIncludes', 'cancellationPolicy', 'meetingInstructions'] as const;
const URL_KEYS = ['termsUrl', 'privacyUrl'] as const;
const MAX_LENGTH = 600;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Plain text of at most 600 characters, trimmed; anything else is dropped. */
function toText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text && [...text].length <= MAX_LENGTH ? text : null;
}

/** A path on this site ('/terms', never '//host' or '/\host') or an http(s) address; else dropped. */
export function toPageLink(value: unknown): string | null {
  const link = toText(value);
  if (!link || /[\s\\]/.test(link)) return null;
  if (/^\/(?!\/)/.test(link)) return link;
  if (!/^https?:\/\//i.test(link)) return null;
  try {
    const url = new URL(link);
    return url.username || url.password ? null : link;
  } catch {
    return null;
  }
}

/** The operator's texts, each bad entry dropped; null when none is left. */
export function parseOperatorTexts(raw: unknown): OperatorTexts | null {
  if (!isRecord(raw)) return null;
  const texts: OperatorTexts = {
    priceIncludes: null,
    cancellationPolicy: null,
    meetingInstructions: null,
    termsUrl: null,
    privacyUrl: null,
    sample: raw.sample === true,
  };
  for (const key of TEXT_KEYS) texts[key] = toText(raw[key]);
  for (const key of URL_KEYS) texts[key] = toPageLink(raw[key]);
  return [...TEXT_KEYS, ...URL_KEYS].some((key) => texts[key] !== null) ? texts : null;
}
