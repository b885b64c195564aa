import styled from 'styled-components';

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.borderStrong};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The demo's one mark on its sample operator texts (product §10 "What the visitor sees"): a slim line,
 * once per page, only when the page shows one of them (`shown`). An operator's own texts carry no mark.
 */
export function SampleNotice({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <Note role="note">
      This demo shows sample operator texts, such as the cancellation policy: an operator replaces them with their own.
    </Note>
  );
}
