import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { actionLabels } from './field-runtime.ts';
import { atText } from './field-state.ts';
import type { QueuedMessage } from './queue/field-db.ts';

import { texts } from './texts.ts';

const stateOf = (message: QueuedMessage) =>
  message.consumed ? 'transmis' : message.skipped ? texts.nonTransmis : texts.enAttenteDEnvoi;

/** What happened on the service from this phone, in order, each with whether the server has it. */
export function ServiceTimeline({ messages, timeZone }: { messages: QueuedMessage[]; timeZone: string }) {
  return (
    <Card component="section" aria-label={texts.deroulementDuService}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {texts.deroulement}
        </Typography>
        {messages.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {texts.rienNAEncore}
          </Typography>
        ) : (
          <List dense disablePadding>
            {messages.map((message) => (
              <ListItem key={message.uuid} disableGutters>
                <ListItemText
                  primary={`${atText(message.body.deviceAt, timeZone)} — ${actionLabels[message.body.type] ?? message.body.type}`}
                  secondary={stateOf(message)}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
