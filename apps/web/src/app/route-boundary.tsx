import { Component, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from './page-loader.tsx';
import { RouteError } from './route-error.tsx';

interface BoundaryProps {
  /** A failure is shown until this changes (the address): going elsewhere shows that screen. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  resetKey: string;
  failed: boolean;
  error?: unknown;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, failed: false, error: undefined };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * Around the screens: the loader while the first screen's script arrives (later screens load
 * within a navigation's transition, the screen before staying until they are ready), and the
 * error page when a screen fails to load or render, until the address changes.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
