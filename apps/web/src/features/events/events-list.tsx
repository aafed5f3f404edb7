import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { eventMessages as texts } from '@securite/domain/events/event-messages';
import type { ServiceEventView } from '@securite/domain/events/event-schemas';
import { format } from '../../ui/format.ts';

import { texts as localTexts } from './texts.ts';

/** A list of events, newest first; a click opens one. */
export function EventsList({ events, onOpen }: { events: ServiceEventView[]; onOpen: (id: string) => void }) {
  if (events.length === 0) return <Typography color="text.secondary">{localTexts.aucunEvenement}</Typography>;
  return (
    <List aria-label={localTexts.evenements}>
      {events.map((event) => (
        <ListItemButton key={event.id} divider onClick={() => onOpen(event.id)}>
          <ListItemText
            primary={`${event.typeLabel} — ${event.site.name}${event.deletedAt ? ` (${texts.deleted})` : ''}`}
            secondary={`${format.dateTime(event.createdAt)}${event.agent ? ` · ${event.agent.name}` : ''} · ${
              event.description ?? ''
            } · ${event.messages.length} message(s)`}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
