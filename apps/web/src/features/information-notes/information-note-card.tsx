import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DoneIcon from '@mui/icons-material/Done';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { noteAudienceLabels } from '@securite/domain/information-notes/audience';
import type { InformationNote } from '@securite/domain/information-notes/schemas';
import { useId } from 'react';
import { format } from '../../ui/format.ts';
import { texts } from './texts.ts';

/** One note; an unread one is outlined in the primary colour and offers 'Marquer comme lue'. */
export function InformationNoteCard({
  note,
  showAudience,
  onMarkRead,
  marking,
  onDelete,
  deleting,
}: {
  note: InformationNote;
  showAudience: boolean;
  onMarkRead: (note: InformationNote) => void;
  marking: boolean;
  /** Absent when the session may not delete notes. */
  onDelete?: (note: InformationNote) => void;
  deleting: boolean;
}) {
  const titleId = useId();
  const date = format.dateTime(note.createdAt);
  const deleteLabel = texts.deleteLabel({ title: note.title });
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        borderColor: note.read ? 'divider' : 'primary.main',
        borderLeftWidth: note.read ? 1 : 5,
        bgcolor: note.read ? 'background.paper' : 'action.hover',
      }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography
                id={titleId}
                variant="h6"
                component="h2"
                sx={{ fontWeight: note.read ? 500 : 700, overflowWrap: 'anywhere' }}
              >
                {note.title}
              </Typography>
              {!note.read && <Chip size="small" color="primary" label={texts.unread} />}
              {showAudience && <Chip size="small" variant="outlined" label={noteAudienceLabels[note.audience]} />}
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {note.author ? texts.byOn({ author: note.author.fullname, date }) : texts.on({ date })}
            </Typography>
          </Stack>
          {onDelete && (
            <Tooltip title={deleteLabel}>
              <span>
                <IconButton
                  aria-label={deleteLabel}
                  color="error"
                  size="small"
                  disabled={deleting}
                  onClick={() => onDelete(note)}
                >
                  <DeleteOutlinedIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </Stack>
        <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.content}</Typography>
      </CardContent>
      {!note.read && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<DoneIcon />}
            loading={marking}
            onClick={() => onMarkRead(note)}
          >
            {texts.markRead}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
