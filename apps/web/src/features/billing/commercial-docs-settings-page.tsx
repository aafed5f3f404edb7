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
import { useCommercialDocsSettings, useSaveCommercialDocsSettings } from './api/commercial-docs-settings-api.ts';

type TextKey = Exclude<keyof CommercialDocsSettings, 'defaultVatRateBp' | 'defaultSettlementDays' | 'vatFranchise'>;

const sections: { title: string; fields: { key: TextKey; label: string; multiline?: boolean }[] }[] = [
  {
    title: 'Identité de l’agence',
    fields: [
      { key: 'legalName', label: 'Raison sociale' },
      { key: 'siren', label: 'SIREN' },
      { key: 'siret', label: 'SIRET' },
      { key: 'vatNumber', label: 'N° de TVA intracommunautaire' },
      { key: 'legalMentions', label: 'Forme juridique, capital, RCS' },
      { key: 'cnapsNumber', label: 'N° d’autorisation d’exercice CNAPS' },
      { key: 'cnapsSentence', label: 'Mention légale CNAPS', multiline: true },
    ],
  },
  {
    title: 'Paiement',
    fields: [
      { key: 'bankDetails', label: 'Coordonnées bancaires (texte imprimé)' },
      { key: 'iban', label: 'IBAN' },
      { key: 'bic', label: 'BIC' },
      { key: 'penaltyRate', label: 'Taux des pénalités de retard' },
      { key: 'latePaymentMessage', label: 'Message de retard de paiement', multiline: true },
      { key: 'earlyPaymentDiscount', label: 'Escompte pour paiement anticipé' },
      { key: 'vatLabel', label: 'Libellé de la TVA' },
      { key: 'vatExemptionReason', label: 'Mention d’exonération des anciennes lignes à 0 % sans motif' },
    ],
  },
  {
    title: 'En-têtes, pieds de page et e-mails',
    fields: [
      { key: 'invoiceHeader', label: 'En-tête des factures', multiline: true },
      { key: 'invoiceFooter', label: 'Pied de page des factures', multiline: true },
      { key: 'estimateHeader', label: 'En-tête des devis', multiline: true },
      { key: 'estimateFooter', label: 'Pied de page des devis', multiline: true },
      { key: 'emailSubject', label: 'Objet des e-mails' },
      { key: 'emailMessage', label: 'Message des e-mails', multiline: true },
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
                        label="L’agence relève de la franchise en base de TVA (art. 293 B du CGI) : ses factures sont sans TVA"
                      />
                    )}
                  />
                )}
                {section.title === 'Paiement' && (
                  <FormNumberField
                    control={control}
                    name="defaultSettlementDays"
                    label="Délai de paiement par défaut (jours)"
                    helperText="60 jours au plus (article L441-10 du Code de commerce)"
                    step={1}
                  />
                )}
              </Stack>
            </CardContent>
          </Card>
        ))}
        <div>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Enregistrer
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** params/commercial-docs: what quotes and invoices print (identity, CNAPS, bank details, penalties, headers). */
export function CommercialDocsSettingsPage({ title = 'Documents commerciaux' }: { title?: string }) {
  const { agencyId } = useSession();
  const query = useCommercialDocsSettings(agencyId ?? '');
  return (
    <Page
      title={title}
      subtitle="Les mentions imprimées sur vos devis, factures et avoirs. Le SIREN est requis pour valider une facture."
    >
      <QueryView
        query={query}
        loadingLabel="Chargement des paramètres"
        errorText="Impossible de charger les paramètres."
        empty={false}
        emptyState={null}
      >
        {query.data && <SettingsForm agencyId={agencyId ?? ''} initial={query.data} />}
      </QueryView>
    </Page>
  );
}
