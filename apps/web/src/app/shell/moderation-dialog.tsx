import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { messages } from '@securite/domain/errors/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { logout } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useSession } from '../../api/session.ts';
import { texts } from '../texts.ts';

/** Spec 000 section 8: an account awaiting moderation sees this until it is approved ('Ok' logs out). */
export function ModerationDialog() {
  const { user, platformRole } = useSession();
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  if (!user.moderationPending || platformRole) return null;

  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.refetchQueries({ queryKey: queryKeys.currentUser, exact: true });
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Dialog open aria-describedby="message-moderation">
      <DialogContent>
        <DialogContentText id="message-moderation" sx={{ color: 'text.primary' }}>
          {messages.moderationPending}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => logout()}>{texts.app.ok}</Button>
        <Button variant="contained" onClick={refresh} loading={refreshing}>
          {texts.app.refresh}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
