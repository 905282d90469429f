import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  onError?: (error: Error) => void;
}

/** Shows "caught <error name>" for what a page throws, as the host's boundaries would route it. */
export class ErrorCatcher extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    this.props.onError?.(error);
  }

  override render() {
    return this.state.error ? <p>caught {this.state.error.name}</p> : this.props.children;
  }
}
