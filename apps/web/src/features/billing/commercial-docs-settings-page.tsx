import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CommercialDocsSettings,
  zCommercialDocsSettings,
} from '@securite/domain/billing/commercial-docs-settings';
import { messages } from '@securite/domain/errors/messages';
import { validationMessages } from '@securite/domain/validation/messages';
import { type Control, Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSession } from '../../api/session.ts';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormNumberField } from '../../ui/form/form-number-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { usePageLeaveGuard } from '../../ui/form/use-unsaved-guard.ts';
import { Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { useCommercialDocsSettings } from './api/get-commercial-docs-settings.ts';
import { useSaveCommercialDocsSettings } from './api/save-commercial-docs-settings.ts';

import { texts } from './texts.ts';

type TextKey = Exclude<keyof CommercialDocsSettings, 'defaultVatRateBp' | 'defaultSettlementDays' | 'vatFranchise'>;

const sections: { title: string; fields: { key: TextKey; label: string; multiline?: boolean }[] }[] = [
  {
    title: texts.identiteDeLAgence,
    fields: [
      { key: 'legalName', label: texts.raisonSociale },
      { key: 'siren', label: 'SIREN' },
      { key: 'siret', label: 'SIRET' },
      { key: 'vatNumber', label: 'N° de TVA intracommunautaire' },
      { key: 'legalMentions', label: texts.formeJuridiqueCapitalRcs },
      { key: 'cnapsNumber', label: texts.nDAutorisationD },
      { key: 'cnapsSentence', label: texts.mentionLegaleCnaps, multiline: true },
    ],
  },
  {
    title: texts.paiement,
    fields: [
      { key: 'bankDetails', label: texts.coordonneesBancairesTexteImprime },
      { key: 'iban', label: 'IBAN' },
      { key: 'bic', label: 'BIC' },
      { key: 'penaltyRate', label: texts.tauxDesPenalitesDe },
      { key: 'latePaymentMessage', label: texts.messageDeRetardDe, multiline: true },
      { key: 'earlyPaymentDiscount', label: texts.escomptePourPaiementAnticipe },
      { key: 'vatLabel', label: texts.libelleDeLaTva },
      { key: 'vatExemptionReason', label: texts.mentionDExonerationDes },
    ],
  },
  {
    title: texts.enTetesPiedsDe,
    fields: [
      { key: 'invoiceHeader', label: texts.enTeteDesFactures, multiline: true },
      { key: 'invoiceFooter', label: texts.piedDePageDes, multiline: true },
      { key: 'estimateHeader', label: texts.enTeteDesDevis, multiline: true },
      { key: 'estimateFooter', label: texts.piedDePageDesDevis, multiline: true },
      { key: 'emailSubject', label: texts.objetDesEMails },
      { key: 'emailMessage', label: texts.messageDesEMails, multiline: true },
    ],
  },
];

/** The settings with the payment delay required (an empty field is not 0 days). */
const zSettingsForm = zCommercialDocsSettings.extend({
  defaultSettlementDays: z
    .number({ error: validationMessages.required })
    .pipe(zCommercialDocsSettings.shape.defaultSettlementDays.unwrap()),
});
type CommercialDocsSettingsInput = z.input<typeof zSettingsForm>;

/** A printed text: an emptied field is sent as null (nothing printed, or the default the domain names). */
function SettingsTextField({
  control,
  name,
  label,
  multiline,
}: {
  control: Control<CommercialDocsSettingsInput>;
  name: TextKey;
  label: string;
  multiline?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          id={`champ-${name}`}
          label={label}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value || null)}
          multiline={multiline}
          error={fieldState.invalid}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

function SettingsForm({ agencyId, initial }: { agencyId: string; initial: CommercialDocsSettings }) {
  const { control, handleSubmit, setError, reset, formState } = useForm<
    CommercialDocsSettingsInput,
    unknown,
    CommercialDocsSettings
  >({ resolver: zodResolver(zSettingsForm), defaultValues: initial });
  usePageLeaveGuard(formState.isDirty);
  const save = useSaveCommercialDocsSettings(agencyId);
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: 'all',
      save: save.mutateAsync,
      success: messages.saved,
      // The settings saved (as the server keeps them) are the form's new starting point.
      onSaved: (saved) => reset(saved),
      // The call does not notify its errors: a 403 shows above the form.
      forbiddenInForm: true,
    },
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack spacing={3}>
        <FormError message={formError} />
        {sections.map((section) => (
          <Card key={section.title}>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {section.title}
              </Typography>
              <Stack spacing={2}>
                {section.fields.map((field) => (
                  <SettingsTextField
                    key={field.key}
                    control={control}
                    name={field.key}
                    label={field.label}
                    multiline={field.multiline}
                  />
                ))}
                {section.title === 'Paiement' && (
                  <Controller
                    control={control}
                    name="vatFranchise"
                    render={({ field }) => (
                      <FormControlLabel
                        control={
                          <Checkbox
                            checked={Boolean(field.value)}
                            onChange={(e) => field.onChange(e.target.checked)}
                            onBlur={field.onBlur}
                          />
                        }
                        label={texts.lAgenceReleveDe}
                      />
                    )}
                  />
                )}
                {section.title === 'Paiement' && (
                  <FormNumberField
                    control={control}
                    name="defaultSettlementDays"
                    label={texts.delaiDePaiementPar}
                    helperText={texts.n60JoursAuPlus}
                    step={1}
                  />
                )}
              </Stack>
            </CardContent>
          </Card>
        ))}
        <div>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {texts.enregistrer}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** params/commercial-docs: what quotes and invoices print (identity, CNAPS, bank details, penalties, headers). */
export function CommercialDocsSettingsPage({ title = texts.documentsCommerciaux }: { title?: string }) {
  const { agencyId } = useSession();
  const query = useCommercialDocsSettings(agencyId ?? '');
  return (
    <Page title={title} subtitle={texts.lesMentionsImprimeesSur}>
      <QueryView
        query={query}
        loadingLabel={texts.chargementDesParametres}
        errorText={texts.impossibleDeChargerLes}
        empty={false}
        emptyState={null}
      >
        {query.data && <SettingsForm agencyId={agencyId ?? ''} initial={query.data} />}
      </QueryView>
    </Page>
  );
}
