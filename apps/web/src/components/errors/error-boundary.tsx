import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen.tsx';

export type TErrorBoundaryProps = {
  children: ReactNode;
  /** A new key (e.g. the path) clears the error, so moving to another screen tries again. */
  resetKey?: string;
};

type TState = { error: unknown; resetKey: string | undefined };

/** Catches a screen that failed to load or render (often a stale chunk after a deploy). */
export class ErrorBoundary extends Component<TErrorBoundaryProps, TState> {
  override state: TState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<TState> {
    return { error };
  }

  static getDerivedStateFromProps(props: TErrorBoundaryProps, state: TState): Partial<TState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorScreen /> : this.props.children;
  }
}
