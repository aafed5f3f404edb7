import Alert from '@mui/material/Alert';
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
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { notify } from '../../ui/notices/notice-store.ts';
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

function SettingsForm({ agencyId, initial }: { agencyId: string; initial: CommercialDocsSettings }) {
  const [values, setValues] = useState(initial);
  const [days, setDays] = useState(String(initial.defaultSettlementDays));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCommercialDocsSettings(agencyId);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = zCommercialDocsSettings.safeParse({ ...values, defaultSettlementDays: Number(days) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(`${String(issue?.path[0] ?? '')} : ${issue?.message ?? ''}`);
      return;
    }
    setError(null);
    try {
      setValues(await save.mutateAsync(parsed.data));
      notify.success(messages.saved);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Une erreur est survenue');
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={3}>
        {error && <Alert severity="error">{error}</Alert>}
        {sections.map((section) => (
          <Card key={section.title}>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {section.title}
              </Typography>
              <Stack spacing={2}>
                {section.fields.map((field) => (
                  <TextField
                    key={field.key}
                    label={field.label}
                    value={values[field.key] ?? ''}
                    onChange={(e) => setValues({ ...values, [field.key]: e.target.value || null })}
                    multiline={field.multiline}
                  />
                ))}
                {section.title === 'Paiement' && (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={values.vatFranchise}
                        onChange={(e) => setValues({ ...values, vatFranchise: e.target.checked })}
                      />
                    }
                    label="L’agence relève de la franchise en base de TVA (art. 293 B du CGI) : ses factures sont sans TVA"
                  />
                )}
                {section.title === 'Paiement' && (
                  <TextField
                    label="Délai de paiement par défaut (jours)"
                    helperText="60 jours au plus (article L441-10 du Code de commerce)"
                    value={days}
                    onChange={(e) => setDays(e.target.value)}
                    inputMode="numeric"
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
