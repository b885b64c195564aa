import styled from 'styled-components';

/** A bordered group inside the quote form (the return leg, the options panel), titled by an h3. */
export const OutlinedPanel = styled.div`
  display: grid;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;
