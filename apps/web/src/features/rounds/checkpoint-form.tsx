import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type Checkpoint,
  checkpointMessages,
  DEFAULT_CHECKPOINT_COLOR,
  zCheckpointRequest,
} from '@securite/domain/rounds/checkpoint-schemas';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useSaveCheckpoint } from './api/save-checkpoint.ts';
import { CheckpointMap } from './checkpoint-map.tsx';
import { ColorField } from './color-field.tsx';
import { EditForm, type RecordFormProps, useEditForm } from './edit-page-parts.tsx';
import { requireSite } from './require-site.ts';
import { SitePicker } from './site-picker.tsx';

import { texts } from './texts.ts';

type Input = z.input<typeof zCheckpointRequest> & { siteId: string };
type Output = z.output<typeof zCheckpointRequest>;
const fields = ['title', 'siteId', 'location', 'color', 'badge'] as const;
const resolver = requireSite<Input, Output>(zCheckpointRequest);

const coordinates = (l: { latitude: number; longitude: number }) =>
  `${l.latitude.toLocaleString('fr-FR', { maximumFractionDigits: 6 })}, ${l.longitude.toLocaleString('fr-FR', { maximumFractionDigits: 6 })}`;

export interface CheckpointFormProps extends RecordFormProps {
  checkpoint: Checkpoint | null;
  /** Every checkpoint of the agency: the site's others show on the map. */
  checkpoints: readonly Checkpoint[];
}

/** Title, site, badge, colour and the place on the map. */
export function CheckpointForm(props: CheckpointFormProps) {
  const { checkpoint, editable } = props;
  const save = useSaveCheckpoint(props.agencyId);
  const { control, handleSubmit, setError, setValue } = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: {
      id: checkpoint?.id,
      title: checkpoint?.title ?? '',
      siteId: checkpoint?.site.id ?? props.siteId ?? '',
      location: checkpoint?.location ?? null,
      color: checkpoint?.color ?? DEFAULT_CHECKPOINT_COLOR,
      badge: checkpoint?.badge ?? '',
    },
  });
  const [siteId, location, color] = useWatch({ control, name: ['siteId', 'location', 'color'] });
  const site = props.sites.find((s) => s.id === siteId);
  const others = props.checkpoints.filter((c) => c.site.id === siteId && c.id !== checkpoint?.id);

  const { formProps, siteProps } = useEditForm(
    { handleSubmit, setError },
    { fields, save, success: checkpointMessages.saved, props, site: checkpoint?.site },
  );

  return (
    <EditForm label={texts.pointDeControle} {...formProps}>
      <Stack spacing={2.5}>
        <FormTextField control={control} name="title" label={texts.titre} required disabled={!editable} />
        <SitePicker control={control} name="siteId" {...siteProps} />
        <FormTextField
          control={control}
          name="badge"
          label={texts.badge}
          disabled={!editable}
          helperText={texts.identifiantDuTagNfc}
        />
        <Controller
          control={control}
          name="color"
          render={({ field, fieldState }) => (
            <ColorField
              value={field.value ?? DEFAULT_CHECKPOINT_COLOR}
              onChange={field.onChange}
              disabled={!editable}
              error={fieldState.error?.message}
            />
          )}
        />
      </Stack>
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {texts.positionFacultative}
        </Typography>
        <CheckpointMap
          label={texts.carteDuPointDe}
          location={location ?? null}
          color={color ?? DEFAULT_CHECKPOINT_COLOR}
          site={site ? { location: site.address.location ?? null, radius: site.radius } : null}
          others={others}
          onChange={editable ? (next) => setValue('location', next, { shouldDirty: true }) : undefined}
        />
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 36 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }} role="status">
            {location
              ? texts.positionValue(coordinates(location))
              : site && !site.address.location
                ? texts.leSiteNA
                : texts.pasDePosition}
          </Typography>
          {editable && location && (
            <Button size="small" onClick={() => setValue('location', null, { shouldDirty: true })}>
              {texts.retirerLaPosition}
            </Button>
          )}
        </Stack>
      </Stack>
    </EditForm>
  );
}
