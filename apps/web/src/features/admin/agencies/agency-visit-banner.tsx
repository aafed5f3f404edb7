import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { endAgencyVisit } from '../../../api/agency-visit.ts';
import { useSession } from '../../../api/session.ts';
import { texts } from '../texts.ts';
import { recordAgencyLeft } from './api/leave-agency.ts';

/** Platform staff inside an agency they entered: which agency, and the way back to the administration. */
export function AgencyVisitBanner({ exitHref }: { exitHref: string }) {
  const { visitingAgency, company } = useSession();
  const navigate = useNavigate();
  if (!visitingAgency || !company) return null;
  return (
    <Alert
      severity="info"
      variant="filled"
      square
      action={
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          sx={{ whiteSpace: 'nowrap' }}
          onClick={() => {
            recordAgencyLeft(company.agency.id);
            endAgencyVisit();
            navigate(exitHref, { replace: true });
          }}
        >
          {texts.quitterLAgence}
        </Button>
      }
    >
      {texts.vousConsultezLAgence} {company.agency.name} {texts.depuisLAdministrationDe}
    </Alert>
  );
}
