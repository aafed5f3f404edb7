import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** A page's code that did not arrive (offline, or replaced by a new version) rather than a bug. */
const isChunkLoadError = (error: Error) =>
  /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);

/**
 * What the user sees when a page fails while rendering: a French message and a way out, instead of a blank app.
 * `resetKey` (the current path) clears it when the user goes to another page.
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
      <Box sx={{ p: 3, maxWidth: 560, mx: 'auto' }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              Recharger
            </Button>
          }
        >
          <AlertTitle>{chunk ? 'Cette page n’a pas pu être chargée' : 'Une erreur inattendue est survenue'}</AlertTitle>
          {chunk
            ? 'Vérifiez la connexion du téléphone puis rechargez la page.'
            : 'Rechargez la page. Si l’erreur persiste, prévenez le support en indiquant ce que vous faisiez.'}
        </Alert>
      </Box>
    );
  }
}
