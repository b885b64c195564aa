import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Logo = styled.li<{ $bg: string; $fg: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 56px;
  height: 34px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.02em;
`;

// Drawn as text badges: no brand artwork is fetched, and each reads as its name to a screen reader.
const BRANDS = [
  { name: 'Visa', bg: '#1a1f71', fg: '#ffffff' },
  { name: 'Mastercard', bg: '#231f20', fg: '#ffffff' },
  { name: 'American Express', short: 'AMEX', bg: '#006fcf', fg: '#ffffff' },
  { name: 'Apple Pay', bg: '#000000', fg: '#ffffff' },
  { name: 'Google Pay', bg: '#ffffff', fg: '#1b2430', border: true },
];

/** The card brands the hosted checkout accepts (SPEC 2 "card brand logos"). */
export function CardLogos() {
  return (
    <List aria-label="Cards we accept">
      {BRANDS.map((brand) => (
        <Logo key={brand.name} $bg={brand.bg} $fg={brand.fg} style={brand.border ? { border: '1px solid #6b7789' } : undefined}>
          {brand.short ? <abbr title={brand.name}>{brand.short}</abbr> : brand.name}
        </Logo>
      ))}
    </List>
  );
}
