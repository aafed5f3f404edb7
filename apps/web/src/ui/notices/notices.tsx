import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useSyncExternalStore } from 'react';
import { dismissNotice, noticeStore } from './notice-store.ts';

/** The notice stack, fixed at the top centre of the screen above everything else. */
export function Notices() {
  const notices = useSyncExternalStore(noticeStore.subscribe, noticeStore.get, noticeStore.get);
  if (notices.length === 0) return null;
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        top: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'min(560px, calc(100vw - 32px))',
        zIndex: (theme) => theme.zIndex.snackbar + 10,
      }}
    >
      {notices.map((notice) => (
        <Alert
          key={notice.id}
          severity={notice.severity}
          variant="filled"
          role={notice.severity === 'error' || notice.severity === 'warning' ? 'alert' : 'status'}
          onClose={() => dismissNotice(notice.id)}
          slotProps={{ closeButton: { 'aria-label': 'Fermer la notification' } }}
          sx={{ boxShadow: 4, '& .MuiAlert-message': { whiteSpace: 'pre-line' } }}
        >
          {notice.caption ? <AlertTitle sx={{ mb: 0.25 }}>{notice.message}</AlertTitle> : notice.message}
          {notice.caption}
        </Alert>
      ))}
    </Stack>
  );
}
