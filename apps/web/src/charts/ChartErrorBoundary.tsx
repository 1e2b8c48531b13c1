import { Component, type ReactNode } from 'react';
import { ChartFailure } from './ChartFailure';

interface Props {
  /** When this changes (new data, another type) the boundary tries again. */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** One failing chart never breaks another: its failure stays inside its own box (SPEC §8). */
export class ChartErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: Props) {
    // New data or another type: try drawing again.
    if (this.state.error && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null });
    }
  }

  override render() {
    if (this.state.error) return <ChartFailure message={this.state.error.message} />;
    return this.props.children;
  }
}
