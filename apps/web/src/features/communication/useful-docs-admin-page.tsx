import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import type { UsefulDocument } from '@securite/domain/communication/schemas';
import { formatFileSize } from '@securite/domain/files/file-types';
import { useState } from 'react';
import { confirmThenRun } from '../../ui/dialogs/confirm-dialog.tsx';
import { format } from '../../ui/format.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { useUsefulDocs, useUsefulLinks } from '../useful-links/public.ts';
import { useDeleteUsefulDoc } from './api/useful-docs-admin.ts';
import { LinksCard } from './links-card.tsx';
import { texts } from './texts.ts';
import { UsefulDocDialog } from './useful-doc-dialog.tsx';

/** adminCommunication/useful-docs: the documents every agency finds in « Documents utiles », and the useful links. */
export function UsefulDocsAdminPage() {
  const docs = useUsefulDocs();
  const links = useUsefulLinks();
  const remove = useDeleteUsefulDoc();
  const [adding, setAdding] = useState(false);
  const rows = docs.data ?? [];

  const askDelete = async (doc: UsefulDocument) => {
    await confirmThenRun(
      {
        title: texts.supprimerTitle(doc.title),
        message: texts.leDocumentDisparaitDes,
        confirmLabel: texts.supprimer,
        destructive: true,
      },
      () => remove.mutateAsync(doc.id),
      texts.leDocumentAEte,
    );
  };

  return (
    <Page
      title={texts.gestionDesDocumentsUtiles}
      subtitle={texts.guidesEtModelesMis}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {texts.ajouterUnDocument}
        </Button>
      }
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Card>
            <QueryView
              query={docs}
              loadingLabel={texts.chargementDesDocuments}
              errorText={texts.impossibleDeChargerLes}
              empty={rows.length === 0}
              emptyState={
                <EmptyState icon={<DescriptionIcon fontSize="inherit" />} title={texts.aucunDocumentPourLe} />
              }
            >
              <List aria-label={texts.documentsUtiles}>
                {rows.map((doc) => (
                  <ListItem
                    key={doc.id}
                    divider
                    secondaryAction={
                      <Tooltip title={texts.supprimer}>
                        <IconButton aria-label={texts.supprimerTitle2(doc.title)} onClick={() => askDelete(doc)}>
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    }
                  >
                    <ListItemIcon>
                      <DescriptionIcon color="primary" />
                    </ListItemIcon>
                    <ListItemText
                      primary={doc.title}
                      secondary={`${doc.fileName} · ${formatFileSize(doc.size)} · ${format.date(doc.createdAt)}`}
                    />
                  </ListItem>
                ))}
              </List>
            </QueryView>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>{links.data && <LinksCard links={links.data} />}</Grid>
      </Grid>
      {adding && <UsefulDocDialog onClose={() => setAdding(false)} />}
    </Page>
  );
}
