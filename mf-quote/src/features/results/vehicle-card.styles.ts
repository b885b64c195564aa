import styled from 'styled-components';
import { controlStyles } from '@booking/shared/ui';

// The card's look comes from the list's data-layout (list or grid), so toggling the layout restyles
// 300 cards without re-rendering one of them.
export const CardBox = styled.article`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr) minmax(11rem, auto);
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  min-width: 0;
  /* Off-screen cards skip layout and paint until scrolled to (300 entries stay fast). */
  content-visibility: auto;
  contain-intrinsic-size: auto 180px;

  &[data-lowest='true'] { border: 2px solid ${({ theme }) => theme.colors.success}; }
  [data-layout='grid'] & { grid-template-columns: minmax(0, 1fr); contain-intrinsic-size: auto 420px; }
  ${({ theme }) => theme.media.mobile} { grid-template-columns: minmax(0, 1fr); }

  img { width: 100%; max-height: 120px; object-fit: contain; }
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { margin: 0; }
  ul { list-style: none; margin: ${({ theme }) => theme.space.xs} 0 0; padding: 0; color: ${({ theme }) => theme.colors.muted}; }
  .badge { font-weight: 700; color: ${({ theme }) => theme.colors.success}; text-transform: uppercase; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  .company { font-weight: 600; }
  .stars { color: #8a5a00; letter-spacing: 1px; }
  .actions { display: grid; gap: ${({ theme }) => theme.space.sm}; justify-items: stretch; }
  .price { font-size: ${({ theme }) => theme.fontSizes.xl}; font-weight: 700; }
  .price small { display: block; font-size: ${({ theme }) => theme.fontSizes.xs}; font-weight: 400; color: ${({ theme }) => theme.colors.muted}; }
  label { font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: 600; }
  select { ${controlStyles} }
`;
