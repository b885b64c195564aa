import styled from 'styled-components';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

const Area = styled.div`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space.lg} auto;
  padding: 0 ${({ theme }) => theme.space.md};
  p {
    margin: ${({ theme }) => theme.space.sm} 0;
  }
`;

export interface RemoteUnavailableProps {
  /** How the site names the area, e.g. 'quotation' in 'Sorry, the quotation section is unavailable right now.' */
  label: string;
  onRetry?: () => void;
}

/** What a visitor sees in a remote's area when it cannot be loaded or crashed; the rest still works. */
export function RemoteUnavailable({ label, onRetry }: RemoteUnavailableProps) {
  return (
    <Area>
      <Alert tone="error" title={`Sorry, the ${label} section is unavailable right now.`}>
        <p>The rest of the site still works. Please try again in a moment.</p>
        <Button variant="secondary" size="sm" onClick={onRetry ?? (() => window.location.reload())}>
          Try again
        </Button>
      </Alert>
    </Area>
  );
}
