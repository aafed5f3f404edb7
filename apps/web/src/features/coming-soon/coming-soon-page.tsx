import ConstructionIcon from '@mui/icons-material/Construction';
import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from '../../ui/page.tsx';

/** The page of a route whose feature is not built yet; the route's guards are already real. */
export function ComingSoonPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Page title={title}>
      <Card>
        <EmptyState icon={<ConstructionIcon fontSize="inherit" />} title={t('comingSoon.message')} />
      </Card>
    </Page>
  );
}
