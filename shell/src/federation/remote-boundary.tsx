import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  remote: string;
  children: ReactNode;
}

// Layer 3 of 3: a remote that loads but throws while rendering is contained to its own area.
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`[shell] remote ${this.props.remote} failed while rendering.`, error);
  }

  render() {
    return this.state.failed ? <RemoteUnavailable remote={this.props.remote} /> : this.props.children;
  }
}
