import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fileDownloadPath } from '@securite/domain/files/file-schemas';
import { acceptAttribute, acceptedFormatsLabel } from '@securite/domain/files/file-types';
import { useEffect, useState } from 'react';
import { fetchFile } from '../../api/download-file.ts';
import { uploadFile } from '../../api/upload-file.ts';
import { UploadButton } from '../../ui/upload-button.tsx';

import { texts } from './texts.ts';

/** The agency's logo: uploaded at once (purpose agency-logo), attached when the form is saved. */
export function AgencyLogoField({
  agencyId,
  fileId,
  name,
  onChange,
}: {
  agencyId: string;
  fileId: string | null;
  name: string | null;
  onChange: (file: { id: string; name: string } | null) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!fileId) {
      setPreview(null);
      return;
    }
    let url: string | null = null;
    let live = true;
    fetchFile(fileDownloadPath(agencyId, fileId), { notifyErrors: false })
      .then(({ blob }) => {
        url = URL.createObjectURL(blob);
        if (live) setPreview(url);
      })
      .catch(() => live && setPreview(null));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [agencyId, fileId]);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar variant="rounded" src={preview ?? undefined} alt={texts.logoDeLAgence} sx={{ width: 72, height: 72 }}>
        {texts.logo}
      </Avatar>
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1}>
          <UploadButton
            variant="outlined"
            size="small"
            startIcon={<UploadIcon />}
            loading={busy}
            accept={acceptAttribute('agency-logo')}
            inputLabel={texts.logoDeLAgence}
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              setBusy(true);
              try {
                const stored = await uploadFile(agencyId, 'agency-logo', file, file.name);
                onChange({ id: stored.id, name: stored.name });
              } catch {
                // The HTTP client already said why (format, size).
              } finally {
                setBusy(false);
              }
            }}
          >
            {fileId ? texts.changerLeLogo : texts.ajouterUnLogo}
          </UploadButton>
          {fileId && (
            <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => onChange(null)}>
              {texts.retirer}
            </Button>
          )}
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {name ??
            `${acceptedFormatsLabel['agency-logo'][0].toUpperCase()}${acceptedFormatsLabel['agency-logo'].slice(1)}`}
        </Typography>
      </Stack>
    </Stack>
  );
}
