import BlockIcon from '@mui/icons-material/Block';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState, Page } from '../ui/page.tsx';

/** Shown in place of a page the user has no role or right for. */
export function AccessDeniedPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('access.deniedTitle')}>
      <Card>
        <EmptyState icon={<BlockIcon fontSize="inherit" />} title={t('access.deniedMessage')}>
          <Button component={RouterLink} to="/" variant="contained">
            {t('app.backHome')}
          </Button>
        </EmptyState>
      </Card>
    </Page>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('access.notFoundTitle')}>
      <Card>
        <EmptyState icon={<SearchOffIcon fontSize="inherit" />} title="Cette adresse n’existe pas.">
          <Button component={RouterLink} to="/" variant="contained">
            {t('app.backHome')}
          </Button>
        </EmptyState>
      </Card>
    </Page>
  );
}

export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
