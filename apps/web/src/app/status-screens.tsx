import BlockIcon from '@mui/icons-material/Block';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { Link as RouterLink } from 'react-router';
import { shellText } from '../i18n/fr-shell.ts';
import { EmptyState, Page } from '../ui/page.tsx';

// The status pages drawn with MUI, loaded when one shows (status-pages.tsx).

/** Shown in place of a page the user has no role or right for. */
export function AccessDeniedPage() {
  return (
    <Page title={shellText('access.deniedTitle')}>
      <Card>
        <EmptyState icon={<BlockIcon fontSize="inherit" />} title={shellText('access.deniedMessage')}>
          <Button component={RouterLink} to="/" variant="contained">
            {shellText('app.backHome')}
          </Button>
        </EmptyState>
      </Card>
    </Page>
  );
}

export function NotFoundPage() {
  return (
    <Page title={shellText('access.notFoundTitle')}>
      <Card>
        <EmptyState icon={<SearchOffIcon fontSize="inherit" />} title="Cette adresse n’existe pas.">
          <Button component={RouterLink} to="/" variant="contained">
            {shellText('app.backHome')}
          </Button>
        </EmptyState>
      </Card>
    </Page>
  );
}
