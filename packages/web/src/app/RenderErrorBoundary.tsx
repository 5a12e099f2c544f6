import { Component, type ReactNode } from 'react';
import { ErrorPage } from './pages/ErrorPage.js';

/** A screen that throws while rendering shows the error page instead of a blank one. */
export class RenderErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
