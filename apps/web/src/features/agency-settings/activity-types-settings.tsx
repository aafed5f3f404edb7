import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { activityTypeKey, zActivityType } from '@securite/domain/agency-settings/activity-types';
import type { FieldSettings } from '@securite/domain/agency-settings/field-settings';
import { messages } from '@securite/domain/errors/messages';
import { notify } from '../../ui/notices/notice-store.ts';
import { useUpdateFieldSettings } from './api/update-field-settings.ts';
import { LabelListEditor } from './label-list-editor.tsx';

import { texts } from './texts.ts';

type Types = FieldSettings['activityTypes'];

const validate = (label: string) => {
  const result = zActivityType.shape.label.safeParse(label);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

/** A key not used yet: « gardiennage », then « gardiennage-2 »… */
function uniqueKey(label: string, types: Types): string {
  const base = activityTypeKey(label).slice(0, 56);
  let key = base;
  for (let n = 2; types.some((t) => t.key === key); n++) key = `${base}-${n}`;
  return key;
}

/**
 * The agency's activity types (interventions started from the phone) and what their end needs: a signed voucher
 * unless switched off per type; a photo at every end when the agency asks it (the end dialog is then forced).
 */
export function ActivityTypesSettings({ agencyId, settings }: { agencyId: string; settings: FieldSettings }) {
  const update = useUpdateFieldSettings(agencyId);
  const types = settings.activityTypes;
  const save = async (change: Partial<Pick<FieldSettings, 'activityTypes' | 'endPhotoRequired'>>) => {
    try {
      await update.mutateAsync(change);
      notify.success(messages.saved);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : texts.enregistrementImpossible);
      throw error;
    }
  };
  return (
    <Stack spacing={2}>
      <LabelListEditor
        noun={texts.typeDActivite}
        plural={texts.typesDActivite}
        items={types.map((t) => ({
          id: t.key,
          label: t.label,
          caption: t.voucherRequired ? texts.bonSigneObligatoire : texts.sansBonSigne,
        }))}
        emptyText={texts.aucunTypeDActivite}
        validate={validate}
        onAdd={(label) =>
          save({ activityTypes: [...types, { key: uniqueKey(label, types), label, voucherRequired: true }] })
        }
        onRename={(item, label) => save({ activityTypes: types.map((t) => (t.key === item.id ? { ...t, label } : t)) })}
        onRemove={(item) => save({ activityTypes: types.filter((t) => t.key !== item.id) })}
      />
      {types.length > 0 && (
        <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
            {texts.bonSigneALa}
          </Typography>
          {types.map((type) => (
            <FormControlLabel
              key={type.key}
              label={type.label}
              control={
                <Switch
                  checked={type.voucherRequired}
                  onChange={(_, checked) =>
                    void save({
                      activityTypes: types.map((t) => (t.key === type.key ? { ...t, voucherRequired: checked } : t)),
                    }).catch(() => undefined)
                  }
                />
              }
            />
          ))}
        </Stack>
      )}
      <FormControlLabel
        label={texts.photoObligatoireALa}
        control={
          <Switch
            checked={settings.endPhotoRequired}
            onChange={(_, checked) => void save({ endPhotoRequired: checked }).catch(() => undefined)}
          />
        }
      />
    </Stack>
  );
}
