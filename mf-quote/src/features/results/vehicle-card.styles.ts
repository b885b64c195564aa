import styled from 'styled-components';
import { theme } from '@booking/shared/ui';

const { colors, space, radii, shadows, fontSizes, media } = theme;

// The card's look comes from the list's data-layout (list or grid), so toggling the layout restyles
// the cards without re-rendering one of them. Its values are read from the theme once, at import:
// a style with no function inside is built once, not once per card and render.
export const CardBox = styled.article`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr) minmax(11rem, 16rem);
  gap: ${space.md};
  align-items: center;
  padding: ${space.md};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.card};
  min-width: 0;

  &[data-lowest='true'] {
    border: 2px solid ${colors.success};
  }
  [data-layout='grid'] & {
    grid-template-columns: minmax(0, 1fr);
  }
  /* One size in the list and the grid: a toggle then repaints the illustration from its cache. */
  .picture {
    width: 160px;
    height: 100px;
    object-fit: contain;
    justify-self: center;
  }
  h3 {
    margin: 0;
    font-size: ${fontSizes.lg};
  }
  p {
    margin: 0;
  }
  ul {
    list-style: none;
    margin: ${space.xs} 0 0;
    padding: 0;
    color: ${colors.muted};
  }
  .badge {
    font-weight: 700;
    color: ${colors.success};
    text-transform: uppercase;
    font-size: ${fontSizes.sm};
  }
  .company {
    font-weight: 600;
  }
  .stars {
    color: #8a5a00;
    letter-spacing: 1px;
  }
  .actions {
    display: grid;
    gap: ${space.sm};
    justify-items: stretch;
  }
  .price {
    font-size: ${fontSizes.xl};
    font-weight: 700;
  }
  .price small {
    display: block;
    font-size: ${fontSizes.xs};
    font-weight: 400;
    color: ${colors.muted};
  }
  .price.on-request {
    font-size: ${fontSizes.lg};
  }
  /* What the price includes: one line across the card, under everything that is compared. */
  .includes {
    grid-column: 1 / -1;
    padding-top: ${space.sm};
    border-top: 1px solid ${colors.border};
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  .includes [aria-hidden] {
    color: ${colors.success};
    font-weight: 700;
  }
  label {
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }
  select {
    width: 100%;
    min-height: 44px;
    padding: 0.625rem 0.75rem;
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.md};
    background: ${colors.surface};
    color: ${colors.text};
  }

  /* A phone shows more than one card a screen: the picture beside the words, the price and buttons under them. */
  ${media.mobile} {
    &,
    [data-layout='grid'] & {
      grid-template-columns: 6rem minmax(0, 1fr);
      align-items: start;
    }
    .picture {
      width: 96px;
      height: 60px;
    }
    .actions {
      grid-column: 1 / -1;
    }
  }
`;
