import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PartUnavailable } from './part-unavailable';
import { RemoteLoadError } from './remote-load-error';
import { RemoteRetryContext } from './remote-retry-context';

export interface RemoteBoundaryProps {
  /** Names the part in error reports. */
  name: string;
  /** Forget the failed module so the next attempt loads it again. */
  onRetry: () => void;
  /**
   * A render error (not a load error) goes here instead of the fallback; the page uses it for the
   * jserror recovery (reload, then clear caches and reload, then the fatal screen). Without it the fallback shows.
   */
  onRenderError?: (error: unknown) => void;
  /** Nothing instead of the "could not be shown" fallback (a part that is invisible until it opens). */
  quiet?: boolean;
  children: (attempt: number) => ReactNode;
}

interface RemoteBoundaryState {
  error: unknown;
  attempt: number;
}

/** Each page and slot renders inside its own boundary: one team's failure stays in its part. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<RemoteBoundaryState> {
    return { error: error ?? new Error('Unknown render error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.isRecoveredByPage(error)) {
      this.props.onRenderError?.(error);
      return;
    }
    console.error(`Part ${this.props.name} could not be shown`, error, info.componentStack);
  }

  private isRecoveredByPage(error: unknown): boolean {
    return Boolean(this.props.onRenderError) && !(error instanceof RemoteLoadError);
  }

  private retry = (): void => {
    this.props.onRetry();
    this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));
  };

  override render(): ReactNode {
    const { error, attempt } = this.state;
    let content: ReactNode;
    if (!error) content = this.props.children(attempt);
    else if (this.isRecoveredByPage(error)) content = null;
    else content = this.props.quiet ? null : <PartUnavailable />;
    return <RemoteRetryContext.Provider value={this.retry}>{content}</RemoteRetryContext.Provider>;
  }
}
