import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../pages/RouteErrorPage';

interface Props {
  /** The address shown: another one starts afresh. */
  address: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  address: string;
}

/** In place of a screen that failed to render, a way to reload; going to another address tries again. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, address: this.props.address };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.address === state.address ? null : { failed: false, address: props.address };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
