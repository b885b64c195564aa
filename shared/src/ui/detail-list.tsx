import styled from 'styled-components';

/** A `<dl>` of label / value pairs in two columns (labels muted, values bold); long values wrap. */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: minmax(6rem, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-weight: 600;
  }
`;
