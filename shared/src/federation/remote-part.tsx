import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ErrorBoundary } from '../ui/error-boundary';
import { loadRemotePart } from './host-instance';
import { RemoteLoading } from './remote-loading';

/** Every part RemotePart can mount: the ids of BookingRemoteParts (types/federation.d.ts). */
export type RemotePartId = keyof BookingRemoteParts;

// One lazy component per part, created once (React.lazy keeps what it loaded); a failed one is
// dropped so that 'Try again' loads it afresh.
const lazyParts = new Map<RemotePartId, LazyExoticComponent<ComponentType<object>>>();
// Parts whose module has come in this visit: mounted at once, with no loading state to flash.
const loadedParts = new Set<RemotePartId>();

function lazyPart<K extends RemotePartId>(id: K): LazyExoticComponent<ComponentType<BookingRemoteParts[K]>> {
  let part = lazyParts.get(id);
  if (!part) {
    part = lazy(async () => {
      const loaded = await loadRemotePart<object>(id);
      loadedParts.add(id);
      return { default: loaded };
    });
    lazyParts.set(id, part);
  }
  // The map holds parts of every id; the one stored under `id` is that id's part (the contract in
  // types/federation.d.ts says what its remote exposes), so it takes that id's props.
  return part as LazyExoticComponent<ComponentType<BookingRemoteParts[K]>>;
}

/**
 * False until the task after the page's next paint. A part is another remote's, loaded beside the page it
 * sits in: asked for during the page's own render, its manifest, entry and chunks would come before the
 * page's content is painted, and hold that paint (the largest paint, on /paymentview) behind them. A tab
 * that is not shown paints no frame: there the part is asked for at once.
 */
function useAfterNextPaint(skip: boolean): boolean {
  const [painted, setPainted] = useState(() => skip || document.visibilityState === 'hidden');
  useEffect(() => {
    if (painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs before its paint; a task posted from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}

/** `props` is required when the part has a required prop, else optional. */
type PartPropsArg<P> = Record<string, never> extends P ? { props?: P } : { props: P };

export type RemotePartProps<K extends RemotePartId> = PartPropsArg<BookingRemoteParts[K]> & {
  /** The federated id of another remote's exposed part, e.g. 'mf_quote/BookingSummaryPanel'. */
  id: K;
  /** Shown in the part's place when it does not load or fails while rendering. */
  fallback?: ReactNode;
  /** Read to screen readers while the part loads. */
  loadingLabel?: string;
  /** The space kept while it loads. */
  minHeight?: string;
};

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
 * Mounts another remote's exposed part at run time, through the host's federation instance, after the
 * page's next paint (at once when loaded before in this visit), with a loading state and, when it does not
 * load or throws, the fallback in its place: the page around it keeps working. Never a source import of
 * the other remote.
 */
export function RemotePart<K extends RemotePartId>({ id, props, fallback, loadingLabel, minHeight = '4rem' }: RemotePartProps<K>) {
  const [attempt, setAttempt] = useState(0);
  const painted = useAfterNextPaint(loadedParts.has(id));
  const Part = lazyPart(id);
  const retry = () => {
    lazyParts.delete(id);
    setAttempt((n) => n + 1);
  };
  const loading = <RemoteLoading label={loadingLabel} minHeight={minHeight} />;
  return (
    <ErrorBoundary
      key={attempt}
      fallback={() => fallback ?? <PartUnavailable onRetry={retry} />}
      onError={(error) => console.error(`[federation] part ${id} is unavailable.`, error)}
    >
      <Suspense fallback={loading}>
        {/* No props given only when the part has no required one (PartPropsArg), so {} stands in. */}
        {painted ? <Part {...((props ?? {}) as BookingRemoteParts[K])} /> : loading}
      </Suspense>
    </ErrorBoundary>
  );
}
