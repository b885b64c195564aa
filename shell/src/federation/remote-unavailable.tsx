import styled from 'styled-components';
import { remoteLabel } from './remote-labels';

const Box = styled.div`
  margin: 1.5rem auto;
  max-width: 40rem;
  padding: 1rem 1.25rem;
  border: 1px solid #d9a400;
  border-radius: 8px;
  background: #fff8e1;
  color: #3d2f00;
`;

const Retry = styled.button`
  margin-top: 0.5rem;
  padding: 0.5rem 1rem;
  border: 1px solid currentColor;
  border-radius: 6px;
  background: #fff;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

/** What a visitor sees in a remote's area when it cannot be loaded or crashed. */
export function RemoteUnavailable({ remote, onRetry }: { remote: string; onRetry?: () => void }) {
  return (
    <Box role="alert">
      <p>
        <strong>{`Sorry, the ${remoteLabel(remote)} section is unavailable right now.`}</strong>
      </p>
      <p>The rest of the site still works. Please try again in a moment.</p>
      <Retry type="button" onClick={onRetry ?? (() => window.location.reload())}>
        Try again
      </Retry>
    </Box>
  );
}
