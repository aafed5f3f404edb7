import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { eventMessages as texts } from '@securite/domain/events/event-messages';
import type { EventAttachment, EventMessageView, ServiceEventView } from '@securite/domain/events/event-schemas';
import { format } from '../../ui/format.ts';
import { useEventFileUrl } from './api/get-event-file.ts';

import { texts as localTexts } from './texts.ts';

/** A message as a screen shows it: the server's, or one still in the phone's queue (« non transmis »). */
export type EventMessageDisplay = EventMessageView & { unsent?: boolean; localPhotos?: string[] };
/** An event as a screen shows it (the phone adds what its queue still holds). */
export type EventDisplay = Omit<ServiceEventView, 'messages'> & {
  messages: EventMessageDisplay[];
  unsent?: boolean;
  localPhotos?: string[];
};

function Attachment({ agencyId, eventId, file }: { agencyId: string; eventId: string; file: EventAttachment }) {
  const url = useEventFileUrl(agencyId, eventId, file.fileId);
  if (file.contentType.startsWith('image/')) {
    return url ? (
      <Box
        component="img"
        src={url}
        alt={file.name}
        sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1, display: 'block' }}
      />
    ) : (
      <Chip label={file.name} size="small" />
    );
  }
  return (
    <Link href={url ?? undefined} download={file.name} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <AttachFileIcon fontSize="small" />
      {file.name}
    </Link>
  );
}

function Files({
  agencyId,
  eventId,
  files,
  localPhotos = [],
}: {
  agencyId: string;
  eventId: string;
  files: EventAttachment[];
  localPhotos?: string[];
}) {
  if (files.length === 0 && localPhotos.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }}>
      {files.map((file) => (
        <Attachment key={file.fileId} agencyId={agencyId} eventId={eventId} file={file} />
      ))}
      {localPhotos.map((photo, index) => (
        <Box
          key={photo.slice(-40)}
          component="img"
          src={photo}
          alt={localTexts.photoNonTransmiseValue(index + 1)}
          sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1, display: 'block' }}
        />
      ))}
    </Stack>
  );
}

const Unsent = () => <Chip label={texts.unsent} color="warning" size="small" />;

/** When a message was written (the phone's clock) and received by the server. */
function stamps(message: { deviceAt: string; receivedAt: string; unsent?: boolean }) {
  const written = format.dateTime(message.deviceAt);
  return message.unsent ? written : localTexts.recuWrittenValue(written, format.dateTime(message.receivedAt));
}

/**
 * An event of the main courante: its type, site, agent, description and attachments, then its messages with, for
 * staff, the earlier versions of edited ones and deleted ones marked « Supprimé ». The author's own messages offer
 * their edit and delete actions when given.
 */
export function EventView({
  agencyId,
  event,
  onEdit,
  onDelete,
  broken = false,
}: {
  agencyId: string;
  event: EventDisplay;
  onEdit?: (message: EventMessageDisplay) => void;
  onDelete?: (message: EventMessageDisplay) => void;
  /** The seal finds this event (or one of its messages) changed outside the application (staff). */
  broken?: boolean;
}) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip label={event.typeLabel} color="primary" />
        {event.unsent && <Unsent />}
        {event.deletedAt && <Chip label={texts.deleted} color="error" size="small" />}
        {broken && <Chip label={localTexts.ecartAvecLaChaine} color="error" variant="outlined" size="small" />}
        <Typography variant="body2" color="text.secondary">
          {event.site.name}
          {event.agent ? ` · ${event.agent.name}` : ''} · {format.dateTime(event.createdAt)}
          {event.unsent ? '' : localTexts.recuValue(format.dateTime(event.receivedAt))}
        </Typography>
      </Stack>
      {event.description && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{event.description}</Typography>}
      <Files agencyId={agencyId} eventId={event.id} files={event.attachments} localPhotos={event.localPhotos} />
      <Stack spacing={1.5} component="ol" aria-label={localTexts.messages} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {event.messages.map((message) => (
          <Paper component="li" key={message.id} variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle2">{message.author?.name || texts.unknownAuthor}</Typography>
              <Typography variant="caption" color="text.secondary">
                {stamps(message)}
              </Typography>
              {message.unsent && <Unsent />}
              {message.editedAt && !message.deletedAt && (
                <Chip label={localTexts.modifie} size="small" variant="outlined" />
              )}
              {message.deletedAt && <Chip label={texts.deleted} color="error" size="small" />}
            </Stack>
            {message.content && (
              <Typography
                sx={{ whiteSpace: 'pre-wrap', mt: 0.5, textDecoration: message.deletedAt ? 'line-through' : 'none' }}
              >
                {message.content}
              </Typography>
            )}
            <Files
              agencyId={agencyId}
              eventId={event.id}
              files={message.attachments}
              localPhotos={message.localPhotos}
            />
            {message.history.length > 0 && (
              <Box component="details" sx={{ mt: 1 }}>
                <summary>
                  {localTexts.historique}
                  {message.history.length} {localTexts.versionSPrecedenteS}
                </summary>
                <Stack component="ol" spacing={0.5} sx={{ pl: 2 }}>
                  {message.history.map((version) => (
                    <li key={`${version.deviceAt}-${version.receivedAt}`}>
                      <Typography variant="caption" color="text.secondary">
                        {stamps(version)}
                      </Typography>
                      <Typography variant="body2">{version.content ?? '—'}</Typography>
                    </li>
                  ))}
                </Stack>
              </Box>
            )}
            {message.mine && !message.deletedAt && (onEdit || onDelete) && (
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                {onEdit && message.content !== null && (
                  <Button size="small" onClick={() => onEdit(message)}>
                    {localTexts.modifier}
                  </Button>
                )}
                {onDelete && (
                  <Button size="small" color="error" onClick={() => onDelete(message)}>
                    {localTexts.supprimer}
                  </Button>
                )}
              </Stack>
            )}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
