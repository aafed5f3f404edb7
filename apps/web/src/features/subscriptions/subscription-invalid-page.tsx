import LockClockIcon from '@mui/icons-material/LockClock';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@securite/domain/errors/messages';
import { Link as RouterLink } from 'react-router';
import { EmptyState, Page } from '../../ui/page.tsx';

import { texts } from './texts.ts';

/** The agency's subscription is no longer valid; owners get links to the subscription and invoice pages. */
export function SubscriptionInvalidPage({ links }: { links: readonly { href: string; label: string }[] }) {
  return (
    <Page title={texts.abonnement}>
      <Card>
        <EmptyState icon={<LockClockIcon fontSize="inherit" />} title={messages.subscriptionInvalid}>
          {links.length > 0 && (
            <>
              <Typography>{texts.pourRegulariserLaSituation}</Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                {links.map((link) => (
                  <Button key={link.href} component={RouterLink} to={link.href} variant="contained">
                    {link.label}
                  </Button>
                ))}
              </Stack>
            </>
          )}
        </EmptyState>
      </Card>
    </Page>
  );
}
