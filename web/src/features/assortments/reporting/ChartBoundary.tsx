// Keeps the reporting screen when its chart cannot be shown (its chunk failed to load, or the
// browser refused a drawing context): the note replaces the chart, the grid stays.
import { Component, type ReactNode } from 'react';

export class ChartBoundary extends Component<
  { readonly fallback: ReactNode; readonly children: ReactNode },
  { readonly failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('activity chart not shown', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
