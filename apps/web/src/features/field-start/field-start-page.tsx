import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../ui/page.tsx';

export interface FieldLink {
  href: string;
  label: string;
  description: string;
  icon: typeof SvgIcon;
}

const upcoming = [
  'Effectuer les rondes et valider les points de contrôle',
  'Saisir la main courante et les incidents, même sans réseau',
  'Être protégé par la protection du travailleur isolé (chute, inactivité, périmètre)',
];

/**
 * Prise de service: the field start page. The agent's services to take (children), links to what an agent can
 * already open, then what comes next.
 */
export function FieldStartPage({
  firstname,
  links,
  children,
}: {
  firstname: string;
  links: readonly FieldLink[];
  children?: ReactNode;
}) {
  return (
    <Page title="Prise de service" subtitle={`Bonjour ${firstname}. Retrouvez ici vos raccourcis de terrain.`}>
      {children}
      <Grid container spacing={2} component="ul" aria-label="Raccourcis terrain" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {links.map(({ href, label, description, icon: Icon }) => (
          <Grid key={href} size={{ xs: 12, sm: 6 }} component="li">
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={href} sx={{ height: '100%' }}>
                <CardContent>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <Icon color="primary" sx={{ fontSize: 36 }} aria-hidden />
                    <div>
                      <Typography variant="h6" component="h2">
                        {label}
                      </Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {description}
                      </Typography>
                    </div>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Card sx={{ mt: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            Bientôt dans l’application
          </Typography>
          <List dense>
            {upcoming.map((text) => (
              <ListItem key={text} disableGutters>
                <ListItemText primary={`• ${text}`} />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </Page>
  );
}
