import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { acceptAttribute } from '@securite/domain/files/file-types';
import type { ChangeEvent } from 'react';
import { confirmThenRun } from '../../../ui/dialogs/confirm-dialog.tsx';
import { notify } from '../../../ui/notices/notice-store.ts';
import { UploadButton } from '../../../ui/upload-button.tsx';
import { useAgentPhoto } from '../api/set-agent-photo.ts';
import { texts } from '../texts.ts';
import { preparePhoto } from './prepare-photo.ts';

/** Add or change the photo (a file picker, the phone's camera included) and remove it after a confirmation. */
export function PhotoButtons({
  agencyId,
  agentId,
  hasPhoto,
  own = false,
}: {
  agencyId: string;
  agentId: string;
  hasPhoto: boolean;
  /** The agent's own photo: the texts say « ma photo ». */
  own?: boolean;
}) {
  const photo = useAgentPhoto(agencyId, agentId);
  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      await photo.set.mutateAsync(await preparePhoto(file));
      notify.success(texts.laPhotoAEte);
    } catch {
      // The HTTP client showed the server's message.
    }
  };
  const onRemove = async () => {
    await confirmThenRun(
      {
        title: own ? texts.retirerVotrePhoto : texts.retirerLaPhoto,
        message: texts.laPhotoNeFigurera,
        confirmLabel: texts.retirer,
        destructive: true,
      },
      () => photo.remove.mutateAsync(),
      texts.laPhotoAEteRetiree,
    );
  };
  const label = hasPhoto
    ? own
      ? texts.changerMaPhoto
      : texts.changerLaPhoto
    : own
      ? texts.ajouterMaPhoto
      : texts.ajouterUnePhoto;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <UploadButton
        variant="outlined"
        startIcon={<PhotoCameraIcon />}
        loading={photo.set.isPending}
        accept={acceptAttribute('agent-photo')}
        onChange={onPick}
      >
        {label}
      </UploadButton>
      {hasPhoto && (
        <Button
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={onRemove}
          loading={photo.remove.isPending}
          disabled={photo.set.isPending}
        >
          {own ? texts.retirerMaPhoto : texts.retirerLaPhoto2}
        </Button>
      )}
    </Stack>
  );
}
