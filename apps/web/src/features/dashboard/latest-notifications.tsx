import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Dashboard } from '@securite/domain/dashboard/schemas';
import { format } from '../../ui/format.ts';
import { EmptyState } from '../../ui/page.tsx';

import { texts } from './texts.ts';

/** The latest notices addressed to the user (at most 5), newest first. */
export function LatestNotifications({ notifications }: { notifications: Dashboard['notifications'] | undefined }) {
  return (
    <Card component="section" aria-labelledby="titre-notifications">
      <CardContent>
        <Typography id="titre-notifications" variant="h6" component="h2">
          {texts.dernieresNotifications}
        </Typography>
        {!notifications ? (
          <Box sx={{ mt: 1 }}>
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Box>
        ) : notifications.length === 0 ? (
          <EmptyState icon={<NotificationsNoneIcon fontSize="inherit" />} title={texts.aucuneNotificationPourLe} />
        ) : (
          <List>
            {notifications.map((n) => (
              <ListItem key={n.id} divider disableGutters alignItems="flex-start">
                <Box
                  aria-hidden
                  sx={{
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    mt: 1.25,
                    mr: 1.5,
                    flexShrink: 0,
                    bgcolor: n.read ? 'transparent' : 'secondary.main',
                  }}
                />
                <ListItemText
                  primary={n.title}
                  secondary={
                    <>
                      {n.body && (
                        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.primary' }}>
                          {n.body}
                        </Typography>
                      )}
                      {format.dateTime(n.createdAt)}
                      {!n.read && ` ${texts.nonLue}`}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
