import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
  }
  svg {
    display: block;
    width: 52px;
    height: 34px;
  }
`;

const FONT = { fontFamily: 'Arial, Helvetica, sans-serif', fontWeight: 700, textAnchor: 'middle' } as const;

// Plain wordmarks drawn here (no brand artwork is fetched), each a card-shaped picture.
const BRANDS: { name: string; bg: string; border?: boolean; mark: ReactNode }[] = [
  {
    name: 'Visa',
    bg: '#ffffff',
    border: true,
    mark: (
      <text x="26" y="22" fontSize="13" fontStyle="italic" fill="#1a1f71" {...FONT}>
        VISA
      </text>
    ),
  },
  {
    name: 'Mastercard',
    bg: '#ffffff',
    border: true,
    mark: (
      <>
        <circle cx="21" cy="17" r="9" fill="#eb001b" />
        <circle cx="31" cy="17" r="9" fill="#f79e1b" fillOpacity="0.85" />
      </>
    ),
  },
  {
    name: 'American Express',
    bg: '#006fcf',
    mark: (
      <text x="26" y="21" fontSize="11" fill="#ffffff" {...FONT}>
        AMEX
      </text>
    ),
  },
  {
    name: 'Apple Pay',
    bg: '#000000',
    mark: (
      <text x="26" y="21" fontSize="9" fill="#ffffff" {...FONT}>
        Apple Pay
      </text>
    ),
  },
  {
    name: 'Google Pay',
    bg: '#ffffff',
    border: true,
    mark: (
      <text x="26" y="21" fontSize="10" fill="#3c4043" {...FONT}>
        <tspan fill="#4285f4">G</tspan> Pay
      </text>
    ),
  },
];

/**
 * The card brands the hosted checkout accepts (product §2 "card brand logos"): pictures with their names
 * as text alternatives, nothing to press or focus.
 */
export function CardLogos() {
  return (
    <List aria-label="Cards we accept">
      {BRANDS.map((brand) => (
        <li key={brand.name}>
          <svg role="img" viewBox="0 0 52 34" focusable="false">
            <title>{brand.name}</title>
            <rect x="0.5" y="0.5" width="51" height="33" rx="4" fill={brand.bg} stroke={brand.border ? '#6b7789' : brand.bg} />
            {brand.mark}
          </svg>
        </li>
      ))}
    </List>
  );
}
