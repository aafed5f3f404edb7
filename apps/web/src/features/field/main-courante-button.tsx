import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { eventMessages as texts } from '@securite/domain/events/event-messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useEventTypes } from '../events/public.ts';

/** « Main courante » on the running service: the agency's event types, each opening the incident form preset. */
export function MainCouranteButton({ agencyId }: { agencyId: string }) {
  const types = useEventTypes(agencyId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  return (
    <>
      <Button
        variant="outlined"
        size="large"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {texts.title}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {types.map((type) => (
          <MenuItem
            key={type.key}
            onClick={() => navigate(`/terrain/events/incident?typeKey=${encodeURIComponent(type.key)}`)}
          >
            {type.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
