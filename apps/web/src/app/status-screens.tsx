import BlockIcon from '@mui/icons-material/Block';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { Link as RouterLink } from 'react-router';
import { EmptyState, Page } from '../ui/page.tsx';
import { texts } from './texts.ts';

// The status pages drawn with MUI, loaded when one shows (status-pages.tsx).

/** Shown in place of a page the user has no role or right for. */
export function AccessDeniedPage() {
  return (
    <Page title={texts.access.deniedTitle}>
      <Card>
        <EmptyState icon={<BlockIcon fontSize="inherit" />} title={texts.access.deniedMessage}>
          <Button component={RouterLink} to="/" variant="contained">
            {texts.app.backHome}
          </Button>
        </EmptyState>
      </Card>
    </Page>
  );
}

export function NotFoundPage() {
  return (
    <Page title={texts.access.notFoundTitle}>
      <Card>
        <EmptyState icon={<SearchOffIcon fontSize="inherit" />} title={texts.app.unknownAddress}>
          <Button component={RouterLink} to="/" variant="contained">
            {texts.app.backHome}
          </Button>
        </EmptyState>
      </Card>
    </Page>
  );
}
