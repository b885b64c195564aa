import styled from 'styled-components';
import type { OperatorTexts } from '@booking/shared/store';
import { operatorHref, OperatorLink, OperatorText } from '../../components/operator-text';

const Terms = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0;
  }
`;

/**
 * Beside the Pay buttons (product §10 "Visitor clarity"): the Terms and Conditions the booking accepts and
 * the cancellation policy, each only when the operator set it. `withTerms`: the Pay buttons are shown.
 */
export function PayTerms({ texts, withTerms }: { texts: OperatorTexts | null; withTerms: boolean }) {
  const terms = withTerms ? operatorHref(texts?.termsUrl) : null;
  const policy = texts?.cancellationPolicy?.trim();
  if (!terms && !policy) return null;
  return (
    <Terms>
      {terms ? (
        <p>
          By booking you accept our <OperatorLink href={terms}>Terms and Conditions</OperatorLink>.
        </p>
      ) : null}
      {policy ? (
        <p>
          <strong>Cancellation policy:</strong> <OperatorText>{policy}</OperatorText>
        </p>
      ) : null}
    </Terms>
  );
}
