import Chip from '@mui/material/Chip';
import { type MailEventType, mailEventLabels } from '@securite/domain/email-tracking/email-tracking-schemas';

const colors: Record<MailEventType, 'default' | 'info' | 'success' | 'primary' | 'error' | 'warning'> = {
  queued: 'default',
  stored: 'default',
  sent: 'info',
  delivered: 'success',
  opened: 'primary',
  clicked: 'primary',
  bounced: 'error',
  failed: 'warning',
};

/** An e-mail event as a coloured label: green delivered, blue opened or clicked, red bounced, orange failed. */
export function MailEventChip({ type }: { type: MailEventType }) {
  return <Chip size="small" label={mailEventLabels[type]} color={colors[type]} variant="outlined" />;
}
