import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { acceptAttribute } from '@securite/domain/files/file-types';
import { useRef, useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { uploadFile } from '../../api/upload-file.ts';
import { useStoredImageUrl } from '../../shared/files/stored-file.ts';
import type { CustomerFormValues } from './customer-form-values.ts';

import { texts } from './texts.ts';

function Preview({ agencyId, fileId }: { agencyId: string; fileId: string | null }) {
  const url = useStoredImageUrl(agencyId, fileId);
  return (
    <Avatar variant="rounded" src={url ?? undefined} alt={texts.logoDuClient} sx={{ width: 56, height: 56 }}>
      {texts.logo}
    </Avatar>
  );
}

/** The customer's logo: an image uploaded (purpose customer-logo), attached when the customer is saved. */
export function CustomerLogoField({
  agencyId,
  control,
  readOnly,
}: {
  agencyId: string;
  control: Control<CustomerFormValues>;
  readOnly: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Controller
      control={control}
      name="logoFileId"
      render={({ field }) => (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Preview agencyId={agencyId} fileId={field.value} />
          <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
            {field.value ? texts.logoDuClient : texts.aucunLogo}
          </Typography>
          {!readOnly && (
            <>
              <input
                ref={input}
                type="file"
                hidden
                accept={acceptAttribute('customer-logo')}
                aria-label={texts.fichierDuLogo}
                onChange={async (event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (!file) return;
                  setBusy(true);
                  try {
                    field.onChange((await uploadFile(agencyId, 'customer-logo', file, file.name)).id);
                  } catch {
                    // The HTTP client already showed why.
                  } finally {
                    setBusy(false);
                  }
                }}
              />
              <Button size="small" loading={busy} onClick={() => input.current?.click()}>
                {field.value ? texts.changerLeLogo : texts.ajouterUnLogo}
              </Button>
              {field.value && (
                <Button size="small" color="error" onClick={() => field.onChange(null)}>
                  {texts.retirer}
                </Button>
              )}
            </>
          )}
        </Stack>
      )}
    />
  );
}
