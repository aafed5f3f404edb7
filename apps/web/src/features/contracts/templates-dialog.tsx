import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import type { ContractTemplate } from '@securite/domain/contracts/contract-schemas';
import { useId, useState } from 'react';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import { FormDialog } from '../../ui/form/form-dialog.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { EmptyState } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { agencyTemplatesScope, useContractTemplates, useDeleteContractTemplate } from './api/contract-templates.ts';
import { TemplateEditor } from './template-editor.tsx';

import { texts } from './texts.ts';

export interface TemplatesDialogProps {
  agencyId: string;
  kind: ContractKind;
  canEdit: boolean;
}

/** Modèles de contrat of the agency (and the platform's, read-only), with the editor. */
export function TemplatesDialog({ agencyId, kind, canEdit, close }: TemplatesDialogProps & DialogControls) {
  const titleId = useId();
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  const scope = agencyTemplatesScope(agencyId);
  const query = useContractTemplates(scope, kind);
  const remove = useDeleteContractTemplate(scope, kind);
  const [editing, setEditing] = useState<ContractTemplate | 'new' | null>(null);
  const templates = query.data?.data ?? [];

  const askDelete = async (template: ContractTemplate) => {
    const ok = await confirm({
      title: texts.supprimerCeModele,
      message: texts.neSeraPlusTitle2(template.title),
      confirmLabel: texts.supprimer,
      destructive: true,
    });
    if (!ok) return;
    await remove.mutateAsync(template.id);
    notify.success(texts.modeleDeContratSupprime);
  };

  // Escape, the backdrop and « Annuler » ask before losing the editor's unsaved input (the editor reports it).
  return (
    <FormDialog
      open
      onClose={() => close()}
      aria-labelledby={titleId}
      fullScreen={compact}
      fullWidth
      maxWidth={editing ? 'xl' : 'sm'}
    >
      <DialogTitle id={titleId}>
        {editing ? (editing === 'new' ? texts.nouveauModeleDeContrat : texts.modifierLeModele) : texts.modelesDeContrat}
      </DialogTitle>
      <DialogContent>
        {editing ? (
          <TemplateEditor
            scope={scope}
            template={editing === 'new' ? null : editing}
            initialKind={kind}
            kindLocked={editing !== 'new'}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <QueryView
            query={query}
            loadingLabel={texts.chargementDesModeles}
            errorText={texts.impossibleDeChargerLesModeles}
            empty={templates.length === 0}
            emptyState={<EmptyState title={texts.aucunModeleDeContrat} />}
          >
            <List aria-label={texts.modelesDeContrat}>
              {templates.map((template) => (
                <ListItem
                  key={template.id}
                  divider
                  secondaryAction={
                    canEdit && !template.platform ? (
                      <Stack direction="row" spacing={1}>
                        <Button size="small" onClick={() => setEditing(template)}>
                          {texts.modifier}
                        </Button>
                        <Button size="small" color="error" onClick={() => void askDelete(template)}>
                          {texts.supprimer}
                        </Button>
                      </Stack>
                    ) : undefined
                  }
                >
                  <ListItemText
                    primary={template.title}
                    secondary={template.platform ? <Chip size="small" label={texts.modeleDeLaPlateforme} /> : null}
                  />
                </ListItem>
              ))}
            </List>
          </QueryView>
        )}
      </DialogContent>
      {!editing && (
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {canEdit && (
            <Button variant="contained" onClick={() => setEditing('new')}>
              {texts.nouveauModele}
            </Button>
          )}
          <Button onClick={() => close()}>{texts.fermer}</Button>
        </DialogActions>
      )}
    </FormDialog>
  );
}
