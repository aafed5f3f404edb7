import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import { useStoredImageUrl } from '../../../shared/files/stored-file.ts';

/**
 * A person's photo, or their initials while it loads or without one. `alt` names the photo where it is the
 * subject (dialog, badge); leave it out where the name is written beside it.
 */
export function AgentAvatar({
  agencyId,
  photoId,
  firstname,
  lastname,
  alt,
  variant = 'circular',
  sx,
}: {
  agencyId: string;
  photoId: string | null | undefined;
  firstname: string;
  lastname: string;
  alt?: string;
  variant?: 'circular' | 'rounded';
  sx?: SxProps<Theme>;
}) {
  const url = useStoredImageUrl(agencyId, photoId);
  const initials = `${firstname.charAt(0)}${lastname.charAt(0)}`.toUpperCase();
  if (url) return <Avatar src={url} alt={alt ?? ''} variant={variant} sx={sx} aria-hidden={alt ? undefined : true} />;
  return (
    <Avatar variant={variant} sx={sx} aria-hidden>
      {initials}
    </Avatar>
  );
}
