import styled from 'styled-components';

/** A white panel with a soft shadow; pass `as="section"` / `as="article"` for the right landmark. */
export const Card = styled.div<{ $padding?: 'none' | 'sm' | 'md' | 'lg' }>`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme, $padding = 'lg' }) => ($padding === 'none' ? '0' : theme.space[$padding])};
  min-width: 0;
`;

export const CardTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.3;
`;
