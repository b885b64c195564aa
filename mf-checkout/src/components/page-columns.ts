import styled from 'styled-components';

/**
 * A checkout page's two columns (the form beside the journey summary), one column on a phone.
 * `$columns` is the two columns' grid tracks on wider screens.
 */
export const PageColumns = styled.div<{ $columns: string }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns};
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
