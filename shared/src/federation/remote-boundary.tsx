import type { ReactNode } from 'react';
import { ErrorBoundary } from '../ui/error-boundary';

export interface RemoteBoundaryProps {
  /** The federated name or part id, for the console. */
  remote: string;
  /** What shows in the area after a render error. */
  fallback: ReactNode;
  /** A render error belongs to one page: a new key (e.g. the next path) gives the remote another try. */
  resetKey?: string;
  children: ReactNode;
}

/** Keeps a remote that loads but throws while rendering to its own area. */
export function RemoteBoundary({ remote, fallback, resetKey, children }: RemoteBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={[resetKey]}
      fallback={() => fallback}
      onError={(error) => console.error(`[federation] ${remote} failed while rendering.`, error)}
    >
      {children}
    </ErrorBoundary>
  );
}
