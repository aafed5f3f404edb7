import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { CentsInput } from '../../ui/form/form-cents-field.tsx';
import { useMarginSettings, useSaveMarginSettings } from './api/margins-api.ts';

import { texts } from './texts.ts';

/** « Coût horaire par défaut »: for the agents whose record has no « Coût horaire chargé » (agency settings). */
export function DefaultCostForm({ agencyId, canEdit }: { agencyId: string; canEdit: boolean }) {
  const settings = useMarginSettings(agencyId);
  const save = useSaveMarginSettings(agencyId);
  const [cents, setCents] = useState<number | null>(null);
  const stored = settings.data?.defaultHourlyCostCents ?? null;
  useEffect(() => setCents(stored), [stored]);
  const invalid = cents !== null && (!Number.isInteger(cents) || cents < 0);
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) save.mutate({ defaultHourlyCostCents: cents });
      }}
    >
      <CentsInput
        label={texts.coutHoraireParDefaut}
        cents={cents}
        onCents={setCents}
        disabled={!canEdit || settings.isPending}
        error={invalid}
        helperText={invalid ? texts.saisissezUnMontantPositif : texts.pourLesCollaborateursSans}
        sx={{ maxWidth: 280 }}
      />
      {canEdit && (
        <Button type="submit" variant="outlined" loading={save.isPending} disabled={cents === stored || invalid}>
          {texts.enregistrer}
        </Button>
      )}
    </Stack>
  );
}
