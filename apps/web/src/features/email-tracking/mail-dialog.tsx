import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mailKindLabels } from '@securite/domain/email-tracking/email-tracking-schemas';
import { format } from '../../ui/format.ts';
import { QueryView } from '../../ui/query-view.tsx';
import { downloadMailAttachment, useMailAttachments, useMailContent } from './api/email-tracking-api.ts';
import { MailEventChip } from './mail-event-chip.tsx';

import { texts } from './texts.ts';

const kiloBytes = (size: number) => texts.koValue(format.integer(Math.max(1, Math.round(size / 1024))));

/** One mail: to whom, what it said (the html shown in a sandbox: no script, no tracking), its history and files. */
export function MailDialog({ agencyId, mailId, onClose }: { agencyId: string; mailId: string; onClose: () => void }) {
  const content = useMailContent(agencyId, mailId);
  const attachments = useMailAttachments(agencyId, mailId);
  const mail = content.data;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="mail-dialog-title">
      <DialogTitle id="mail-dialog-title">{mail?.subject ?? 'E-mail'}</DialogTitle>
      <DialogContent dividers>
        <QueryView
          query={content}
          loadingLabel={texts.chargementDeLE}
          errorText={texts.impossibleDeChargerCet}
          empty={false}
          emptyState={null}
        >
          {mail && (
            <Stack spacing={2}>
              <Typography variant="body2">
                <strong>{texts.destinataire2}</strong> {mail.to} · <strong>{texts.type2}</strong>{' '}
                {mailKindLabels[mail.kind]} · <strong>{texts.creeLe}</strong> {format.dateTime(mail.createdAt)}
              </Typography>
              <Box component="section" aria-label={texts.historique}>
                <Typography variant="subtitle2" component="h3" gutterBottom>
                  {texts.historique}
                </Typography>
                <Stack component="ol" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {mail.events.map((event) => (
                    <Stack
                      component="li"
                      key={`${event.type}-${event.at}`}
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center' }}
                    >
                      <MailEventChip type={event.type} />
                      <Typography variant="body2">{format.dateTime(event.at)}</Typography>
                      {event.detail && (
                        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                          {event.detail}
                        </Typography>
                      )}
                    </Stack>
                  ))}
                </Stack>
              </Box>
              <Box component="section" aria-label={texts.contenu}>
                <Typography variant="subtitle2" component="h3" gutterBottom>
                  {texts.contenu}
                </Typography>
                {mail.html ? (
                  <Box
                    component="iframe"
                    title={texts.contenuDeLE}
                    sandbox=""
                    srcDoc={mail.html}
                    sx={{ width: '100%', height: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}
                  />
                ) : (
                  <Typography
                    component="pre"
                    variant="body2"
                    sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}
                  >
                    {mail.text}
                  </Typography>
                )}
              </Box>
              <Box component="section" aria-label={texts.piecesJointes}>
                <Typography variant="subtitle2" component="h3" gutterBottom>
                  {texts.piecesJointes}
                </Typography>
                {attachments.isError && <Alert severity="error">{texts.impossibleDeLireLes}</Alert>}
                {attachments.data?.length === 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {texts.aucunePieceJointe}
                  </Typography>
                )}
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {attachments.data?.map((file) => (
                    <Button
                      key={file.id}
                      variant="outlined"
                      size="small"
                      startIcon={<AttachFileIcon />}
                      onClick={() => void downloadMailAttachment(agencyId, mailId, file).catch(() => undefined)}
                    >
                      {file.filename} ({kiloBytes(file.size)})
                    </Button>
                  ))}
                </Stack>
              </Box>
            </Stack>
          )}
        </QueryView>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.fermer}</Button>
      </DialogActions>
    </Dialog>
  );
}
