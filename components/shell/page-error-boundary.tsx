'use client';

import { Component, type ReactNode } from 'react';
import { ErrorView } from './error-view';

interface State {
  failed: boolean;
}

/**
 * A screen that throws while rendering shows the error view (spec §4) in place of a blank page;
 * the shell around it stays. Keyed by address in the app, so a navigation starts afresh.
 * A class because React has error boundaries only as classes.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorView /> : this.props.children;
  }
}
