import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** A new key (the location) clears a caught error. */
  resetKey: string;
  fallback: (error: unknown, reset: () => void) => ReactNode;
  children: ReactNode;
  /** An error to show from the start: the one the server already rendered this area with. */
  initialError?: unknown;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/** Catches render errors of one area (a route, a remote) so the rest of the page keeps working. */
export class ErrorBoundary extends Component<Props, State> {
  constructor(props: Props) {
    super(props);
    this.state = props.initialError === undefined ? { error: undefined, hasError: false } : { error: props.initialError, hasError: true };
  }

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[boundary] render failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.setState({ error: undefined, hasError: false });
  };

  override render(): ReactNode {
    return this.state.hasError ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
