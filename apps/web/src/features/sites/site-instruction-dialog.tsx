import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { messages } from '@securite/domain/errors/messages';
import {
  type SiteInstruction,
  type SiteInstructionRequest,
  zSiteInstructionRequest,
} from '@securite/domain/sites/site-instruction-schemas';
import type { Site } from '@securite/domain/sites/site-schemas';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type DialogControls, defineDialog } from '../../ui/dialogs/dialog-store.ts';
import { FormDialog } from '../../ui/form/form-dialog.tsx';
import { FormDialogActions, FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { useSaveSiteInstruction } from './api/save-site-instruction.ts';

import { texts } from './texts.ts';

type NotifyFlags = Pick<
  Site,
  'notifySiteInstructionAgents' | 'notifySiteInstructionAdmins' | 'notifySiteInstructionCustomers' | 'customer'
>;

/** Who hears of a new instruction on the site, by its flags, as a French sentence. */
export function notifiedAudience(site: NotifyFlags): string {
  const who = [
    site.notifySiteInstructionAgents && texts.lesAgentsDuSite,
    site.notifySiteInstructionAdmins && texts.lesAdministrateursDeL,
    site.notifySiteInstructionCustomers && site.customer && texts.leClientName(site.customer.name),
  ].filter((w): w is string => Boolean(w));
  if (who.length === 0) return texts.personneNeSeraPrevenu;
  const list = who.length === 1 ? who[0] : `${who.slice(0, -1).join(', ')} et ${who.at(-1)}`;
  return texts.serontPrevenusList(list);
}

interface Props {
  agencyId: string;
  site: Site;
  instruction?: SiteInstruction | null;
}

type Input = z.input<typeof zSiteInstructionRequest>;
const fields = ['title', 'content'] as const;

function SiteInstructionDialog({ agencyId, site, instruction, close }: Props & DialogControls<SiteInstruction>) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const save = useSaveSiteInstruction(agencyId, site.id);
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, SiteInstructionRequest>({
    resolver: zodResolver(zSiteInstructionRequest),
    defaultValues: {
      id: instruction?.id ?? null,
      title: instruction?.title ?? '',
      content: instruction?.content ?? '',
    },
  });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields,
      save: save.mutateAsync,
      success: messages.saved,
      onSaved: (saved) => close(saved),
      forbiddenInForm: true,
    },
  );
  return (
    <FormDialog
      open
      dirty={formState.isDirty}
      onClose={() => close()}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <Stack component="form" noValidate onSubmit={onSubmit} sx={{ height: phone ? '100%' : undefined }}>
        <DialogTitle id={titleId}>{instruction ? texts.modifierLaConsigne : texts.nouvelleConsigne}</DialogTitle>
        <DialogContent sx={{ flexGrow: 1 }}>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormTextField control={control} name="title" label={texts.titre} required autoFocus />
            <FormTextField control={control} name="content" label={texts.consigne} required multiline minRows={5} />
            {!instruction && <Alert severity="info">{notifiedAudience(site)}</Alert>}
            <FormError message={formError} />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={() => close()} saving={save.isPending} sx={{ px: 3, pb: 2 }} />
      </Stack>
    </FormDialog>
  );
}

export const siteInstructionDialog = defineDialog<Props, SiteInstruction>(
  'site-instruction',
  async () => SiteInstructionDialog,
);
