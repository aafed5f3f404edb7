import DatasetIcon from '@mui/icons-material/Dataset';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminAgencyDetail } from '@securite/domain/admin/agency-schemas';
import { messages } from '@securite/domain/errors/messages';
import { confirmThenRun } from '../../../ui/dialogs/confirm-dialog.tsx';
import { texts } from '../texts.ts';
import { AgencyActions } from './agency-actions.tsx';
import { AgencyStatus, agencyCounts } from './agency-status.tsx';
import { useAddFakeData } from './api/add-fake-data.ts';

/** The head of an agency's sheet: its status and counts, enter it, lock it, add demo data (admins). */
export function AgencySheetActions({
  agency,
  admin,
  dashboardHref,
}: {
  agency: AdminAgencyDetail;
  admin: boolean;
  dashboardHref: string;
}) {
  const fake = useAddFakeData(agency.id);
  const addFakeData = async () => {
    await confirmThenRun(
      {
        title: texts.ajouterDesDonneesName(agency.name),
        message: texts.troisClientsEtTrois,
        confirmLabel: texts.ajouter,
      },
      () => fake.mutateAsync({ customers: 3, agents: 3 }),
      messages.fakeDataAdded,
    );
  };
  return (
    <Card>
      <CardContent>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <AgencyStatus agency={agency} />
              {agency.fake && <Chip size="small" label={texts.demo} variant="outlined" />}
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {agencyCounts(agency).join(' · ')}
              {agency.owner ? texts.gerantFullname(agency.owner.fullname) : ` ${texts.aucunGerant2}`}
            </Typography>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {admin && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<DatasetIcon />}
                onClick={addFakeData}
                loading={fake.isPending}
              >
                {texts.donneesDeDemonstration}
              </Button>
            )}
            <AgencyActions agency={agency} canLock={admin} dashboardHref={dashboardHref} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
