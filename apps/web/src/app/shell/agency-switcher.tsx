import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { roleLabels } from '@securite/domain/auth/roles';
import { useNavigate } from 'react-router';
import { selectAgency } from '../../api/preferences.ts';
import { useSession } from '../../api/session.ts';
import { texts } from '../texts.ts';

/** Shown when the user belongs to several agencies; the choice is remembered and builds the agency paths. */
export function AgencySwitcher() {
  const { user, company } = useSession();
  const navigate = useNavigate();
  if (user.userCompanies.length < 2 || !company) return null;
  return (
    <TextField
      select
      size="small"
      label={texts.app.agency}
      id="selecteur-agence"
      value={company.agency.id}
      onChange={(event) => {
        // Agency queries are keyed by agency id: the new agency's data loads on its own.
        selectAgency(event.target.value);
        navigate('/');
      }}
      sx={{
        minWidth: 200,
        '& .MuiInputBase-root': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.08)' },
        '& .MuiInputLabel-root, & .MuiSvgIcon-root': { color: 'inherit' },
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.35)' },
      }}
    >
      {user.userCompanies.map((c) => (
        <MenuItem key={c.id} value={c.agency.id}>
          {c.agency.name} · {roleLabels[c.role]}
        </MenuItem>
      ))}
    </TextField>
  );
}
