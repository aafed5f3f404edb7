import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ContractKind, contractKindLabels, contractKinds } from '@securite/domain/contracts/contract-kinds';
import type { ContractTemplate } from '@securite/domain/contracts/contract-schemas';
import { bodyVariablesError } from '@securite/domain/contracts/template-variables';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { previewTemplate, type TemplatesScope, useSaveContractTemplate } from './api/contract-templates.ts';
import { PdfPreview } from './pdf-preview.tsx';
import { insertAt, VariablesList } from './variables-list.tsx';

/**
 * A contract template's editor (title, type, body with its variables listed and insertable), with the PDF preview
 * drawn with example values. The agency's templates and the platform's share it.
 */
export function TemplateEditor({
  scope,
  template,
  initialKind,
  kindLocked,
  onSaved,
  onCancel,
}: {
  scope: TemplatesScope;
  template: ContractTemplate | null;
  initialKind: ContractKind;
  kindLocked: boolean;
  onSaved: (template: ContractTemplate) => void;
  onCancel: () => void;
}) {
  const [kind, setKind] = useState<ContractKind>(template?.kind ?? initialKind);
  const [title, setTitle] = useState(template?.title ?? '');
  const [body, setBody] = useState(template?.body ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const save = useSaveContractTemplate(scope, kind);
  const variablesError = body ? bodyVariablesError(body, kind) : null;
  const render = useCallback(
    (input: { title: string; body: string; kind: ContractKind }, signal: AbortSignal) =>
      previewTemplate(scope, input.kind, { title: input.title, body: input.body }, signal),
    [scope],
  );
  const insert = (placeholder: string) => {
    const [next, cursor] = insertAt(body, placeholder, area.current);
    setBody(next);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(cursor, cursor);
    });
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!title.trim()) local.title = 'Obligatoire';
    if (!body.trim()) local.body = 'Obligatoire';
    else if (variablesError) local.body = variablesError;
    setErrors(local);
    setFormError(null);
    if (Object.keys(local).length > 0) return;
    try {
      const saved = await save.mutateAsync({ id: template?.id ?? null, title, body });
      notify.success(template ? 'Modèle de contrat modifié' : 'Modèle de contrat créé');
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      setFormError(error instanceof ApiError ? error.message : 'Le modèle n’a pas pu être enregistré.');
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Modèle de contrat">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            label="Titre du modèle"
            required
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              setErrors(({ title: _, ...rest }) => rest);
            }}
            error={!!errors.title}
            helperText={errors.title}
          />
          <TextField
            select
            label="Type"
            value={kind}
            disabled={kindLocked}
            onChange={(event) => setKind(event.target.value as ContractKind)}
            helperText={kindLocked ? 'Le type d’un modèle enregistré ne change plus.' : undefined}
          >
            {contractKinds.map((k) => (
              <MenuItem key={k} value={k}>
                {contractKindLabels[k]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Texte du modèle"
            required
            multiline
            minRows={12}
            maxRows={28}
            value={body}
            inputRef={area}
            onChange={(event) => {
              setBody(event.target.value);
              setErrors(({ body: _, ...rest }) => rest);
            }}
            error={!!(errors.body ?? variablesError)}
            helperText={errors.body ?? variablesError ?? 'Écrivez le texte ; insérez les variables ci-dessous.'}
          />
          <VariablesList kind={kind} onInsert={insert} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel}>Annuler</Button>
            <Button type="submit" variant="contained" loading={save.isPending}>
              Enregistrer le modèle
            </Button>
          </Stack>
        </Stack>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PdfPreview
            input={title.trim() && body.trim() && !variablesError ? { title, body, kind } : null}
            waiting="Écrivez le titre et le texte pour voir l’aperçu (avec des valeurs d’exemple)."
            render={render}
          />
        </Box>
      </Stack>
    </Box>
  );
}
