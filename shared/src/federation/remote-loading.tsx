import styled from 'styled-components';
import { Spinner } from '../ui/spinner';
import { VisuallyHidden } from '../ui/visually-hidden';

// Holds the part's space while it loads, so what is below does not jump up and down.
const Placeholder = styled.div<{ $minHeight: string }>`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ $minHeight }) => $minHeight};
  padding-top: ${({ theme }) => theme.space.lg};
`;

export interface RemoteLoadingProps {
  /** What is loading, for screen readers (and shown beside the spinner when `visibleLabel`). */
  label?: string;
  visibleLabel?: boolean;
  /** A page keeps 60vh; a part inside a page needs less. */
  minHeight?: string;
}

/** The loading state of a federated page or part: a spinner in a live status region. */
export function RemoteLoading({ label = 'Loading…', visibleLabel = false, minHeight = '60vh' }: RemoteLoadingProps) {
  return (
    <Placeholder role="status" $minHeight={minHeight}>
      <Spinner size={32} decorative />
      {visibleLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Placeholder>
  );
}
