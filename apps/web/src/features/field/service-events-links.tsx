import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { eventMessages as texts } from '@securite/domain/events/event-messages';
import { Link as RouterLink } from 'react-router';
import { atText } from './field-state.ts';
import type { QueuedMessage } from './queue/field-db.ts';

import { texts as localTexts } from './texts.ts';

/** The events of the main courante opened on this service from this phone, each reopening its page. */
export function ServiceEventsLinks({ messages, timeZone }: { messages: QueuedMessage[]; timeZone: string }) {
  const opened = messages.filter((message) => message.body.type === 'event.create' && message.body.event);
  if (opened.length === 0) return null;
  return (
    <Card component="section" aria-label={localTexts.mainsCourantesDuService}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {texts.title}
        </Typography>
        <List dense disablePadding>
          {opened.map(({ uuid, body }) => (
            <ListItemButton key={uuid} component={RouterLink} to={`/terrain/events/incident/${body.event?.eventId}`}>
              <ListItemText
                primary={`${atText(body.deviceAt, timeZone)} — ${body.event?.description || body.event?.typeKey}`}
              />
            </ListItemButton>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
