import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../api/session.ts';
import { Page } from '../../ui/page.tsx';

export interface AdminTool {
  href: string;
  label: string;
  icon: typeof SvgIcon;
}

/** Platform home for admins and support: the administration tools they may open. */
export function AdminDashboardPage({ tools }: { tools: readonly AdminTool[] }) {
  const { user } = useSession();
  return (
    <Page
      title="Tableau de bord plateforme"
      subtitle={`Bonjour ${user.firstname}. Les statistiques de chiffre d’affaires et de résiliation arriveront ici ; en attendant, voici les outils d’administration.`}
    >
      <Grid
        container
        spacing={2}
        component="ul"
        aria-label="Outils d’administration"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {tools.map(({ href, label, icon: Icon }) => (
          <Grid key={href} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={href} sx={{ height: '100%' }}>
                <CardContent>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <Icon color="primary" aria-hidden />
                    <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Page>
  );
}
