import AndroidIcon from '@mui/icons-material/Android';
import AppleIcon from '@mui/icons-material/Apple';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { Page } from '../../ui/page.tsx';

import { texts } from './texts.ts';

/** What Chromium hands over before showing its own install banner (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const standalone = () =>
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true);

function Steps({ icon, title, steps }: { icon: ReactNode; title: string; steps: string[] }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          {icon}
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
        </Stack>
        <Typography component="ol" sx={{ pl: 2.5, m: 0, '& li': { mb: 1 } }}>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * Application mobile (liensUtiles): the product is an installable web app (PWA), not a store app: how to put it on a
 * phone's home screen with Android and with an iPhone, and the install button where the browser offers one.
 */
export function MobileAppPage() {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(standalone);
  useEffect(() => {
    const offered = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPromptEvent);
    };
    const done = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', offered);
    window.addEventListener('appinstalled', done);
    return () => {
      window.removeEventListener('beforeinstallprompt', offered);
      window.removeEventListener('appinstalled', done);
    };
  }, []);

  return (
    <Page title={texts.applicationMobile} subtitle={texts.lApplicationSInstalle}>
      <Stack spacing={3}>
        {installed ? (
          <Alert severity="success" icon={<CheckCircleIcon />}>
            {texts.lApplicationEstInstallee}
          </Alert>
        ) : (
          prompt && (
            <Alert
              severity="info"
              action={
                <Button
                  color="inherit"
                  variant="outlined"
                  size="small"
                  startIcon={<InstallMobileIcon />}
                  onClick={async () => {
                    await prompt.prompt();
                    const choice = await prompt.userChoice;
                    if (choice.outcome === 'accepted') setInstalled(true);
                    setPrompt(null);
                  }}
                >
                  {texts.installerLApplication}
                </Button>
              }
            >
              {texts.ceNavigateurPeutInstaller}
            </Alert>
          )
        )}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Steps
              icon={<AndroidIcon color="success" />}
              title={texts.androidChrome}
              steps={[
                texts.ouvrezLAdresseDe,
                texts.touchezLeMenuEn,
                texts.choisissezInstallerLApplication,
                texts.confirmezLIconeApparait,
              ]}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Steps
              icon={<AppleIcon />}
              title={texts.iphoneEtIpadSafari}
              steps={[
                texts.ouvrezLAdresseDeLa,
                texts.touchezLeBoutonPartager,
                texts.choisissezSurLEcran,
                texts.ouvrezLApplicationDepuis,
              ]}
            />
          </Grid>
        </Grid>
        <Typography sx={{ color: 'text.secondary' }}>{texts.uneFoisInstalleeL}</Typography>
      </Stack>
    </Page>
  );
}
