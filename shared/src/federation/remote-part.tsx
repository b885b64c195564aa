import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ErrorBoundary } from '../ui/error-boundary';
import { loadRemotePart } from './host-instance';
import { RemoteLoading } from './remote-loading';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each part declares its own props
type AnyPart = ComponentType<any>;

// One lazy component per part, created once (React.lazy keeps what it loaded); a failed one is
// dropped so that 'Try again' loads it afresh.
const lazyParts = new Map<string, LazyExoticComponent<AnyPart>>();

function lazyPart(id: string): LazyExoticComponent<AnyPart> {
  let part = lazyParts.get(id);
  if (!part) {
    part = lazy(async () => ({ default: await loadRemotePart(id) }));
    lazyParts.set(id, part);
  }
  return part;
}

export interface RemotePartProps<P extends object> {
  /** The federated id of another remote's exposed part, e.g. 'mf_quote/BookingSummaryPanel'. */
  id: string;
  props?: P;
  /** Shown in the part's place when it does not load or fails while rendering. */
  fallback?: ReactNode;
  /** Read to screen readers while the part loads. */
  loadingLabel?: string;
  /** The space kept while it loads. */
  minHeight?: string;
}

function PartUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert tone="error" title="This part of the page could not be loaded.">
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/**
 * Mounts another remote's exposed part at run time, through the host's federation instance, with a
 * loading state and, when it does not load or throws, the fallback in its place: the page around it
 * keeps working. Never a source import of the other remote.
 */
export function RemotePart<P extends object>({ id, props, fallback, loadingLabel, minHeight = '4rem' }: RemotePartProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Part = lazyPart(id);
  const retry = () => {
    lazyParts.delete(id);
    setAttempt((n) => n + 1);
  };
  return (
    <ErrorBoundary
      key={attempt}
      fallback={() => fallback ?? <PartUnavailable onRetry={retry} />}
      onError={(error) => console.error(`[federation] part ${id} is unavailable.`, error)}
    >
      <Suspense fallback={<RemoteLoading label={loadingLabel} minHeight={minHeight} />}>
        <Part {...(props ?? {})} />
      </Suspense>
    </ErrorBoundary>
  );
}
