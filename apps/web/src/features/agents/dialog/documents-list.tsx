import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionIcon from '@mui/icons-material/Description';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import ImageIcon from '@mui/icons-material/Image';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AgentDocument, agentDocumentCategoryLabels } from '@securite/domain/agents/agent-document-schemas';
import { formatFileSize } from '@securite/domain/files/file-types';

import { texts } from '../texts.ts';

const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short' });

/** The documents, newest first: name, category, date and size, with download and delete buttons. */
export function DocumentsList({
  documents,
  canDelete,
  deleting,
  onDownload,
  onDelete,
}: {
  documents: readonly AgentDocument[];
  canDelete: boolean;
  /** The id of the document being deleted. */
  deleting: string | null | undefined;
  onDownload: (document: AgentDocument) => void;
  onDelete: (document: AgentDocument) => void;
}) {
  if (documents.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {texts.aucunDocumentJointA}
      </Typography>
    );
  }
  return (
    <List aria-label={texts.documentsDuCollaborateur} dense disablePadding>
      {documents.map((document) => {
        const title = document.label ?? document.name;
        return (
          <ListItem
            key={document.id}
            divider
            secondaryAction={
              <Stack direction="row" spacing={0.5}>
                <IconButton aria-label={texts.telechargerTitle(title)} onClick={() => onDownload(document)}>
                  <FileDownloadIcon />
                </IconButton>
                {canDelete && (
                  <IconButton
                    aria-label={texts.supprimerTitle(title)}
                    color="error"
                    onClick={() => onDelete(document)}
                    loading={deleting === document.id}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                )}
              </Stack>
            }
            sx={{ pr: canDelete ? 12 : 7 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              {document.contentType.startsWith('image/') ? <ImageIcon /> : <DescriptionIcon />}
            </ListItemIcon>
            <ListItemText
              primary={title}
              secondary={[
                agentDocumentCategoryLabels[document.category],
                texts.ajouteLeValue(day.format(new Date(document.createdAt))),
                formatFileSize(document.size),
              ].join(' · ')}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
