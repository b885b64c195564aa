import styled from 'styled-components';
import { Alert, Button } from '@booking/shared/ui';
import { remoteLabel } from './remote-labels';

const Area = styled.div`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space.lg} auto;
  padding: 0 ${({ theme }) => theme.space.md};
  p {
    margin: ${({ theme }) => theme.space.sm} 0;
  }
`;

/** What a visitor sees in a remote's area when it cannot be loaded or crashed; the rest still works. */
export function RemoteUnavailable({ remote, onRetry }: { remote: string; onRetry?: () => void }) {
  return (
    <Area>
      <Alert tone="error" title={`Sorry, the ${remoteLabel(remote)} section is unavailable right now.`}>
        <p>The rest of the site still works. Please try again in a moment.</p>
        <Button variant="secondary" size="sm" onClick={onRetry ?? (() => window.location.reload())}>
          Try again
        </Button>
      </Alert>
    </Area>
  );
}
