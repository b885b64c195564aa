import type { Brand } from '@booking/shared/store';
import { toPageLink } from './operator-texts';

// The `brand` object of /config.json, read leniently: the server checked it at start (contrast
// included), so anything odd here (an older server, a hand-edited file behind nginx) is dropped.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const toColour = (value: unknown) => (typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : null);
const toLine = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() && [...value.trim()].length <= max ? value.trim() : null;

/** The brand, or null (the demo's theme) when it has no valid pair of colours. */
export function parseBrand(raw: unknown): Brand | null {
  if (!isRecord(raw)) return null;
  const primaryColor = toColour(raw.primaryColor);
  const accentColor = toColour(raw.accentColor);
  if (!primaryColor || !accentColor) return null;
  const points = Array.isArray(raw.trustPoints) ? raw.trustPoints : [];
  return {
    logoUrl: toPageLink(raw.logoUrl),
    primaryColor,
    accentColor,
    heroImageUrl: toPageLink(raw.heroImageUrl),
    licence: toLine(raw.licence, 120),
    trustPoints: points
      .map((point) => toLine(point, 80))
      .filter((point): point is string => point !== null)
      .slice(0, 6),
  };
}
