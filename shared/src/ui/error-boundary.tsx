import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

export interface ErrorBoundaryFallbackProps {
  error: Error;
  reset: () => void;
}

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Shown instead of the children after an error, with a Try again button; or a render function. */
  fallback?: ReactNode | ((props: ErrorBoundaryFallbackProps) => ReactNode);
  /** When any of these change (e.g. the path), a failed section tries again by itself. */
  resetKeys?: readonly unknown[];
  onError?: (error: Error, info: ErrorInfo) => void;
  onReset?: () => void;
  retryLabel?: string;
}

interface State {
  error: Error | null;
}

const changed = (a: readonly unknown[] = [], b: readonly unknown[] = []) =>
  a.length !== b.length || a.some((value, i) => !Object.is(value, b[i]));

/** Keeps a failing section from blanking the page: it shows the fallback and offers a retry. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[ErrorBoundary]', error, info.componentStack);
    this.props.onError?.(error, info);
  }

  componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.error && changed(previous.resetKeys, this.props.resetKeys)) this.reset();
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { fallback = 'Something went wrong while showing this part of the page.', retryLabel = 'Try again' } = this.props;
    if (typeof fallback === 'function') return fallback({ error, reset: this.reset });
    return (
      <Alert tone="error">
        <p style={{ margin: '0 0 0.75rem' }}>{fallback}</p>
        <Button variant="secondary" size="sm" onClick={this.reset}>
          {retryLabel}
        </Button>
      </Alert>
    );
  }
}
