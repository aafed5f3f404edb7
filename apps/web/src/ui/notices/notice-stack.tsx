import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { dismissNotice, type Notice } from './notice-store.ts';

/** The notices, newest last, each closable (notices.tsx loads it with the first one). */
export function NoticeStack({ notices }: { notices: readonly Notice[] }) {
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
