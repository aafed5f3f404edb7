import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { formatFileSize } from '@securite/domain/files/file-types';
import { useState } from 'react';
import { format } from '../../ui/format.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { downloadUsefulDoc, useUsefulDocs } from './api/find-useful-docs.ts';

import { texts } from './texts.ts';

/** Documents utiles (liensUtiles): the documents the platform offers every agency, to download. */
export function UsefulDocsPage() {
  const query = useUsefulDocs();
  const docs = query.data ?? [];
  const [busy, setBusy] = useState<string | null>(null);
  return (
    <Page title={texts.documentsUtiles} subtitle={texts.guidesModelesEtDocuments}>
      <Card>
        <QueryView
          query={query}
          loadingLabel={texts.chargementDesDocuments}
          errorText={texts.impossibleDeChargerLesDocuments}
          empty={docs.length === 0}
          emptyState={<EmptyState icon={<DescriptionIcon fontSize="inherit" />} title={texts.aucunDocumentPourLe} />}
        >
          <List aria-label={texts.documentsUtiles}>
            {docs.map((doc) => (
              <ListItem
                key={doc.id}
                divider
                secondaryAction={
                  <Button
                    startIcon={<DownloadIcon />}
                    loading={busy === doc.id}
                    onClick={async () => {
                      setBusy(doc.id);
                      try {
                        await downloadUsefulDoc(doc);
                      } catch {
                        // The download helper already said why.
                      } finally {
                        setBusy(null);
                      }
                    }}
                    aria-label={texts.telechargerTitle(doc.title)}
                  >
                    {texts.telecharger}
                  </Button>
                }
                sx={{ pr: { xs: 16, sm: 20 } }}
              >
                <ListItemIcon>
                  <DescriptionIcon color="primary" />
                </ListItemIcon>
                <ListItemText
                  primary={doc.title}
                  secondary={[
                    doc.description,
                    texts.ajouteLeValueValue2(formatFileSize(doc.size), format.date(doc.createdAt)),
                  ]
                    .filter(Boolean)
                    .join(' — ')}
                />
              </ListItem>
            ))}
          </List>
        </QueryView>
      </Card>
    </Page>
  );
}
