import type { Brand, OperatorTexts } from '@booking/shared/store';

/** A text's headline: its first sentence or clause ("Cancel free of charge up to 24 hours before pick-up"). */
export const headline = (text: string) => text.split(/(?<=[.;!?])\s|\n/)[0].replace(/[.;]$/, '');

/**
 * The trust strip, in the spec's order: the licence, fixed prices (the headline of "what the price
 * includes"), the cancellation policy's headline, then the brand's own points (24/7, secure payment).
 */
export function trustPoints(brand: Brand | null, texts: OperatorTexts | null): string[] {
  return [
    brand?.licence,
    texts?.priceIncludes && headline(texts.priceIncludes),
    texts?.cancellationPolicy && headline(texts.cancellationPolicy),
    ...(brand?.trustPoints ?? []),
  ].filter((point): point is string => Boolean(point));
}
