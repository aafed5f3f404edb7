import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Actor, isGranted } from '@securite/domain/auth/access';
import type { CommercialDocument } from '@securite/domain/billing/schemas';
import { acceptAttribute, formatFileSize } from '@securite/domain/files/file-types';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { uploadFile } from '../../api/upload-file.ts';
import { downloadStoredFile } from '../../shared/files/stored-file.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { billingKey } from './api/billing-keys.ts';
import { changeDocumentFile } from './api/change-document-file.ts';
import type { WebDocumentFamily } from './document-families.ts';

import { texts } from './texts.ts';

/**
 * « Pièces jointes » of a document (a signed quote, a purchase order's scan…): internal files, never shown to the
 * customer. Those who create or edit the family add and remove them; a validated invoice keeps its files (the
 * server refuses their removal with its message).
 */
export function DocumentFilesSection({
  agencyId,
  actor,
  family,
  doc,
  onChanged,
}: {
  agencyId: string;
  actor: Actor;
  family: WebDocumentFamily;
  doc: CommercialDocument;
  onChanged: (doc: CommercialDocument) => void;
}) {
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const canWrite = isGranted(actor, [family.create, family.edit]);
  const change = async (run: () => Promise<CommercialDocument>) => {
    setBusy(true);
    try {
      onChanged(await run());
      await client.invalidateQueries({ queryKey: billingKey(agencyId) });
    } catch {
      // The HTTP client already showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack component="section" aria-label={texts.piecesJointes} spacing={1} sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h3">
          {texts.piecesJointes}
        </Typography>
        {canWrite && (
          <>
            <input
              ref={input}
              type="file"
              hidden
              accept={acceptAttribute('commercial-document')}
              aria-label={texts.fichierDeLaPiece}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                void change(async () => {
                  const uploaded = await uploadFile(agencyId, 'commercial-document', file, file.name);
                  return changeDocumentFile(agencyId, family, doc.id, { kind: 'attach', fileId: uploaded.id });
                });
              }}
            />
            <Button size="small" loading={busy} onClick={() => input.current?.click()}>
              {texts.ajouterUnePieceJointe}
            </Button>
          </>
        )}
      </Stack>
      {doc.files.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {texts.aucunePieceJointe}
        </Typography>
      ) : (
        <List dense disablePadding>
          {doc.files.map((file) => (
            <ListItem
              key={file.id}
              disableGutters
              secondaryAction={
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => void downloadStoredFile(agencyId, file.id, file.name)}>
                    {texts.telecharger}
                  </Button>
                  {canWrite && (
                    <Button
                      size="small"
                      color="error"
                      aria-label={texts.supprimerName(file.name)}
                      disabled={busy}
                      onClick={async () => {
                        if (
                          !(await confirm({
                            title: texts.supprimerCettePieceJointe,
                            confirmLabel: texts.supprimer,
                            destructive: true,
                          }))
                        )
                          return;
                        await change(() =>
                          changeDocumentFile(agencyId, family, doc.id, { kind: 'detach', fileId: file.id }),
                        );
                      }}
                    >
                      {texts.supprimer}
                    </Button>
                  )}
                </Stack>
              }
            >
              <ListItemText primary={file.name} secondary={formatFileSize(file.size)} />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
