import type { ReactNode } from 'react';
import styled from 'styled-components';
import { brandAtom, operatorTextsAtom, useAtomValue } from '@booking/shared/store';
import { trustPoints } from './model/trust-points';

// The booking form over the brand's picture, the trust strip beside it. The picture is absolutely
// placed behind the content, so it never moves anything when it arrives (CLS); the primary colour
// stands in until it does.
const Band = styled.div`
  position: relative;
  isolation: isolate;
  background: ${({ theme }) => theme.colors.brand};
  padding: 48px 16px 56px;
  ${({ theme }) => theme.media.mobile} {
    padding: 24px 8px;
  }
  > img {
    position: absolute;
    inset: 0;
    z-index: -1;
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: cover;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  align-items: start;
  gap: 24px;
  max-width: 1120px;
  margin: 0 auto;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

const Strip = styled.section`
  padding: 20px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  h2 {
    margin: 0 0 12px;
    font-size: 1.125rem;
  }
  ul {
    display: grid;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: 24px 1fr;
    gap: 10px;
    align-items: start;
  }
  li::before {
    content: '✓';
    display: grid;
    place-items: center;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    font-weight: 700;
    font-size: 0.875rem;
  }
`;

/** The trust strip: licence, fixed prices, cancellation, 24/7, secure payment (brand and operator texts). */
export function TrustStrip({ companyName }: { companyName: string }) {
  const points = trustPoints(useAtomValue(brandAtom), useAtomValue(operatorTextsAtom));
  if (points.length === 0) return null;
  return (
    <Strip aria-labelledby="trust-strip-title">
      <h2 id="trust-strip-title">{companyName ? `Why book with ${companyName}` : 'Why book with us'}</h2>
      <ul>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </Strip>
  );
}

/** The hero: `children` (the booking form's card) over the brand's picture, `aside` beside it. */
export function BrandHero({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  const picture = useAtomValue(brandAtom)?.heroImageUrl;
  return (
    <Band>
      {picture ? <img src={picture} alt="" fetchPriority="high" decoding="async" /> : null}
      <Columns>
        {children}
        {aside}
      </Columns>
    </Band>
  );
}
