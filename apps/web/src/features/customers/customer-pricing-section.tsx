import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CoefficientKey,
  type CustomerPricing,
  coefficientKeys,
  coefficientWarning,
  formatCoefficient,
  parseCoefficient,
  pricingCategoryLabels,
  saturdayKeys,
} from '@securite/domain/customers/pricing';
import { messages } from '@securite/domain/errors/messages';
import { validationMessages } from '@securite/domain/validation/messages';
import { useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { RepeatedRows } from '../../ui/form/repeated-rows.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { useCustomerPricing } from './api/get-customer-pricing.ts';
import { useSaveCustomerPricing } from './api/save-customer-pricing.ts';
import { useSavePricingSettings } from './api/save-pricing-settings.ts';

import { texts } from './texts.ts';

interface GridRow {
  key: string;
  specialty: string;
  /** Euros as typed. */
  basePrice: string;
  coefficients: Record<CoefficientKey, string>;
}

let nextKey = 0;
const rowOf = (p?: CustomerPricing): GridRow => ({
  key: `grille-${nextKey++}`,
  specialty: p?.specialty ?? '',
  basePrice: p ? String(p.basePrice / 100).replace('.', ',') : '',
  coefficients: Object.fromEntries(
    coefficientKeys.map((k) => [k, formatCoefficient(p?.coefficients[k] ?? 10_000)]),
  ) as Record<CoefficientKey, string>,
});

const cents = (text: string) => Math.round(Number(text.trim().replace(',', '.')) * 100);

/** The customer's price grids per specialty: a daytime hourly price and the surcharge coefficients. */
export function CustomerPricingSection({
  agencyId,
  customerId,
  readOnly,
  canEditSettings = false,
}: {
  agencyId: string;
  customerId: string;
  readOnly: boolean;
  /** The agency's « samedi à part » setting may be changed here (agencySettings.edit). */
  canEditSettings?: boolean;
}) {
  const query = useCustomerPricing(agencyId, customerId);
  const settings = useSavePricingSettings(agencyId);
  if (!query.data) {
    return query.isError ? (
      <Alert severity="error">{texts.impossibleDeChargerLesTarifs}</Alert>
    ) : (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={texts.chargementDesTarifs} />
      </Box>
    );
  }
  return (
    <Stack spacing={2}>
      {canEditSettings && (
        <FormControlLabel
          control={
            <Switch
              checked={query.data.countSaturday}
              disabled={settings.isPending}
              onChange={(_, countSaturday) => settings.mutate({ countSaturday })}
            />
          }
          label={texts.lAgenceCompteLe}
        />
      )}
      <PricingForm
        key={String(query.data.countSaturday)}
        agencyId={agencyId}
        customerId={customerId}
        readOnly={readOnly}
        countSaturday={query.data.countSaturday}
        initial={query.data.pricings}
      />
    </Stack>
  );
}

function PricingForm(props: {
  agencyId: string;
  customerId: string;
  readOnly: boolean;
  countSaturday: boolean;
  initial: CustomerPricing[];
}) {
  const [rows, setRows] = useState<GridRow[]>(() => props.initial.map(rowOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCustomerPricing(props.agencyId, props.customerId);
  const keys = coefficientKeys.filter((k) => props.countSaturday || !saturdayKeys.includes(k));
  const update = (index: number, change: Partial<GridRow>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...change } : row)));

  const submit = () => {
    const local: Record<string, string> = {};
    const pricings = rows.map((row, i) => {
      const coefficients = Object.fromEntries(
        coefficientKeys.map((k) => {
          const bp = parseCoefficient(row.coefficients[k]);
          if (bp === null) local[`pricings.${i}.coefficients.${k}`] = validationMessages.decimal;
          return [k, bp ?? 0];
        }),
      ) as Record<CoefficientKey, number>;
      return { specialty: row.specialty, basePrice: cents(row.basePrice), coefficients };
    });
    setErrors(local);
    if (Object.keys(local).length) return;
    save.mutate(pricings, {
      onSuccess: () => notify.success(messages.saved),
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setErrors(error.errors);
        else notify.error(error.message);
      },
    });
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {texts.prixHtDUne}
        {props.countSaturday ? ` ${texts.lAgenceCompteLeSamedi}` : ''}
      </Typography>
      <RepeatedRows
        rows={rows.map((row, index) => ({ key: row.key, index }))}
        readOnly={props.readOnly}
        emptyText={texts.aucunTarifPourCe}
        rowLabel={(i) => texts.grilleValue(rows[i].specialty || texts.generale)}
        removeLabel={(i) => texts.retirerLaGrilleValue(rows[i].specialty || texts.generale)}
        onRemove={(i) => setRows((all) => all.filter((_, j) => j !== i))}
        addLabel={texts.ajouterUneGrille}
        onAdd={() => setRows((all) => [...all, rowOf()])}
        fields={(i) => (
          <Grid container spacing={1.5} sx={{ flex: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                size="small"
                label={texts.specialite}
                placeholder={texts.toutes}
                value={rows[i].specialty}
                disabled={props.readOnly}
                onChange={(e) => update(i, { specialty: e.target.value })}
                error={Boolean(errors[`pricings.${i}.specialty`])}
                helperText={errors[`pricings.${i}.specialty`]}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                size="small"
                label={texts.prixHtDeL}
                value={rows[i].basePrice}
                disabled={props.readOnly}
                onChange={(e) => update(i, { basePrice: e.target.value })}
                error={Boolean(errors[`pricings.${i}.basePrice`])}
                helperText={errors[`pricings.${i}.basePrice`]}
                slotProps={{ input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }}
              />
            </Grid>
            {keys.map((k) => {
              const error = errors[`pricings.${i}.coefficients.${k}`];
              const warning = coefficientWarning(parseCoefficient(rows[i].coefficients[k]));
              return (
                <Grid key={k} size={{ xs: 6, sm: 3 }}>
                  <TextField
                    fullWidth
                    size="small"
                    label={pricingCategoryLabels[k]}
                    value={rows[i].coefficients[k]}
                    disabled={props.readOnly}
                    onChange={(e) => update(i, { coefficients: { ...rows[i].coefficients, [k]: e.target.value } })}
                    error={Boolean(error || warning)}
                    helperText={error ?? warning}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  />
                </Grid>
              );
            })}
          </Grid>
        )}
      />
      {!props.readOnly && (
        <Button variant="contained" onClick={submit} loading={save.isPending} sx={{ alignSelf: 'flex-end' }}>
          {texts.enregistrerLesTarifs}
        </Button>
      )}
    </Stack>
  );
}
