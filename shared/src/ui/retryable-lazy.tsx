import { lazy, type ComponentProps, type ComponentType, type JSX, type LazyExoticComponent } from 'react';

// As React.lazy's own signature: any component type, its props kept.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * `React.lazy`, except that a chunk that failed to load is asked for again on the next render.
 * React's own lazy keeps the first failure for good, so an error boundary's Try again would show
 * the same error until the page is reloaded; with this one it loads the chunk afresh.
 */
export function retryableLazy<T extends AnyComponent>(load: () => Promise<{ default: T }>): (props: ComponentProps<T>) => JSX.Element {
  const attempt = (): LazyExoticComponent<T> =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = attempt();
        throw error;
      }),
    );
  let current = attempt();
  return function RetryableLazy(props: ComponentProps<T>) {
    const Current = current as AnyComponent;
    return <Current {...props} />;
  };
}
