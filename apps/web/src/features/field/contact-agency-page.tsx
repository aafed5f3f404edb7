import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import SmsIcon from '@mui/icons-material/SmsOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../api/session.ts';
import { Page } from '../../ui/page.tsx';
import { useStartOptions } from './api/get-start-options.ts';

import { texts } from './texts.ts';

/** A phone number as a tel: link (spaces and dots dropped). */
const telOf = (phone: string) => phone.replace(/[^\d+]/g, '');

/** terrain/contactAgence: call, text or e-mail the agency in one tap (kept on the phone for when it is offline). */
export function ContactAgencyPage() {
  const { agencyId } = useSession();
  const options = useStartOptions(agencyId);
  if (options.isPending) return <Page title={texts.contacterLAgence}>{texts.chargement}</Page>;
  if (options.isError) {
    return (
      <Page title={texts.contacterLAgence}>
        <Alert severity="warning">{texts.lesCoordonneesDeL}</Alert>
      </Page>
    );
  }
  const { agency } = options.data;
  return (
    <Page title={texts.contacterLAgence}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {agency.name}
          </Typography>
          {agency.address && (
            <Typography variant="body2" color="text.secondary">
              {agency.address}
            </Typography>
          )}
          {!agency.phone && !agency.email && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {texts.lAgenceNA}
            </Alert>
          )}
          <Stack spacing={1.5} sx={{ mt: 2 }}>
            {agency.phone && (
              <>
                <Button variant="contained" size="large" startIcon={<PhoneIcon />} href={`tel:${telOf(agency.phone)}`}>
                  {texts.appelerLe} {agency.phone}
                </Button>
                <Button variant="outlined" size="large" startIcon={<SmsIcon />} href={`sms:${telOf(agency.phone)}`}>
                  {texts.envoyerUnSms}
                </Button>
              </>
            )}
            {agency.email && (
              <Button variant="outlined" size="large" startIcon={<EmailIcon />} href={`mailto:${agency.email}`}>
                {texts.ecrireA} {agency.email}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Page>
  );
}
