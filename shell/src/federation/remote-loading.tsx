import styled from 'styled-components';

const Placeholder = styled.div`
  min-height: 50vh;
`;

/** Holds the remote's space while it loads, so the footer does not jump up and down. */
export function RemoteLoading() {
  return (
    <Placeholder role="status" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
    </Placeholder>
  );
}
