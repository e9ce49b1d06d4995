import { Component, type ErrorInfo, type ReactNode } from 'react';

export type ErrorBoundaryFallbackProps = {
  error: unknown;
  /** Clears the caught error and renders the children again. */
  reset: () => void;
};

export type ErrorBoundaryProps = {
  children: ReactNode;
  fallback: (props: ErrorBoundaryFallbackProps) => ReactNode;
  /** A caught error is cleared when this value changes (e.g. the pathname after a navigation). */
  resetKey?: unknown;
  onError?: (error: unknown, info: ErrorInfo) => void;
};

type ErrorBoundaryState = { caught: false } | { caught: true; error: unknown };

type BoundaryState = ErrorBoundaryState & { resetKey: unknown };

/** Catches what its children throw while rendering and shows the fallback in their place. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: true, error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { caught: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly reset = (): void => {
    this.setState({ caught: false });
  };

  override render(): ReactNode {
    if (this.state.caught) return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}
