import type { ReactNode } from 'react';
import { RemoteBoundary as PartBoundary, RemoteUnavailable } from '@booking/shared/federation';
import { remoteLabel } from './remote-labels';

interface Props {
  remote: string;
  /** A render error belongs to one page: a new key (the next path) gives the remote another try. */
  resetKey: string;
  children: ReactNode;
}

// Layer 3 of 3: a remote that loads but throws while rendering is contained to its own area.
export function RemoteBoundary({ remote, resetKey, children }: Props) {
  return (
    <PartBoundary remote={remote} resetKey={resetKey} fallback={<RemoteUnavailable label={remoteLabel(remote)} />}>
      {children}
    </PartBoundary>
  );
}
