import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PlainAlert } from '../ui/plain/plain-alert.tsx';
import { texts } from './texts.ts';

interface State {
  error: Error | null;
}

/** A page's code that did not arrive (offline, or replaced by a new version) rather than a bug. */
const isChunkLoadError = (error: Error) =>
  /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);

/**
 * What the user sees when a page fails while rendering: a French message and a way out, instead of a blank app.
 * `resetKey` (the current path) clears it when the user goes to another page. Drawn without MUI: it must show
 * when the code of a page (and MUI with it) could not be downloaded.
 */
export class AppErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Erreur d’affichage', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    return (
      <PlainAlert
        padding={24}
        title={chunk ? texts.errors.pageLoadFailed : texts.errors.unexpected}
        action={{ label: texts.errors.reload, onClick: () => window.location.reload() }}
      >
        {chunk ? texts.errors.checkConnection : texts.errors.reloadHint}
      </PlainAlert>
    );
  }
}
