import styled from 'styled-components';
import { Spinner, VisuallyHidden } from '@booking/shared/ui';

// Holds the remote's space while it loads, so the footer does not jump up and down.
const Placeholder = styled.div`
  display: flex;
  justify-content: center;
  min-height: 60vh;
  padding-top: ${({ theme }) => theme.space.xxl};
`;

export function RemoteLoading() {
  return (
    <Placeholder role="status">
      <Spinner size={32} decorative />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Placeholder>
  );
}
