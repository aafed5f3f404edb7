import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PlainAlert } from '../ui/plain/plain-alert.tsx';

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
        title={chunk ? 'Cette page n’a pas pu être chargée' : 'Une erreur inattendue est survenue'}
        action={{ label: 'Recharger', onClick: () => window.location.reload() }}
      >
        {chunk
          ? 'Vérifiez la connexion du téléphone puis rechargez la page.'
          : 'Rechargez la page. Si l’erreur persiste, prévenez le support en indiquant ce que vous faisiez.'}
      </PlainAlert>
    );
  }
}
