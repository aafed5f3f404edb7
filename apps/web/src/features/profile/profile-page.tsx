import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { roleLabels } from '@securite/domain/auth/roles';
import { useSession } from '../../api/session.ts';
import { Page } from '../../ui/page.tsx';
import { PushSwitch } from '../notifications/public.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

import { texts } from './texts.ts';

/** Mon profil: personal details, navigation preference, password. */
export function ProfilePage() {
  const { user, platformRole } = useSession();
  return (
    <Page title={texts.monProfil}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card component="section" aria-labelledby="titre-informations">
            <CardContent>
              <Typography id="titre-informations" variant="h6" component="h2" sx={{ mb: 0.5 }}>
                {texts.informationsPersonnelles}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
                {texts.adresseEMail} {user.email}
              </Typography>
              <ProfileForm key={user.id} user={user} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <Card component="section" aria-labelledby="titre-mot-de-passe">
              <CardContent>
                <Typography id="titre-mot-de-passe" variant="h6" component="h2" sx={{ mb: 2.5 }}>
                  Mot de passe
                </Typography>
                <ChangePasswordForm />
              </CardContent>
            </Card>
            <Card component="section" aria-labelledby="titre-notifications">
              <CardContent>
                <Typography id="titre-notifications" variant="h6" component="h2" sx={{ mb: 1.5 }}>
                  {texts.notifications}
                </Typography>
                <PushSwitch />
              </CardContent>
            </Card>
            <Card component="section" aria-labelledby="titre-acces">
              <CardContent>
                <Typography id="titre-acces" variant="h6" component="h2" sx={{ mb: 1.5 }}>
                  {texts.mesAcces}
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {platformRole && <Chip color="primary" label={roleLabels[platformRole]} />}
                  {user.userCompanies.map((c) => (
                    <Chip key={c.id} variant="outlined" label={`${c.agency.name} · ${roleLabels[c.role]}`} />
                  ))}
                </Stack>
              </CardContent>
            </Card>
          </Stack>
        </Grid>
      </Grid>
    </Page>
  );
}
