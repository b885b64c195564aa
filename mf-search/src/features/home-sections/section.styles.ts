import styled from 'styled-components';
import { Page } from '@booking/shared/ui';

export const Section = styled(Page).attrs({ as: 'section' })`
  padding-block: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0 0 16px;
    font-size: 1.5rem;
  }
`;

export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  li {
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;
