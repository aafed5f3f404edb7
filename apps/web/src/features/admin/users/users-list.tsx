import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@securite/domain/admin/user-schemas';
import { format } from '../../../ui/format.ts';
import { texts } from '../texts.ts';
import { ImpersonateButton } from './impersonate-button.tsx';
import { UserPlaces } from './user-places.tsx';

function Identity({ user }: { user: AdminUser }) {
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{user.fullname || texts.sansNom}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
        {user.email ?? texts.sansAdresseEMail}
      </Typography>
    </>
  );
}

/** The users as a table (desktop and tablet). */
export function UsersTable({ users }: { users: readonly AdminUser[] }) {
  return (
    <TableContainer>
      <Table aria-label={texts.utilisateurs} size="small" sx={{ '& td, & th': { py: 1.25 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{texts.utilisateur}</TableCell>
            <TableCell>{texts.rolesEtAgences}</TableCell>
            <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{texts.creeLe}</TableCell>
            <TableCell align="right">{texts.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} hover>
              <TableCell component="th" scope="row">
                <Identity user={user} />
              </TableCell>
              <TableCell>
                <UserPlaces user={user} />
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' }, whiteSpace: 'nowrap' }}>
                {format.date(user.createdAt)}
              </TableCell>
              <TableCell align="right">
                <ImpersonateButton user={user} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The users as a list of blocks, for phones. */
export function UserCards({ users }: { users: readonly AdminUser[] }) {
  return (
    <Stack
      component="ul"
      aria-label={texts.utilisateurs}
      divider={<Divider component="li" />}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {users.map((user) => (
        <Stack component="li" key={user.id} aria-label={user.fullname} spacing={1.25} sx={{ p: 2 }}>
          <div>
            <Identity user={user} />
          </div>
          <UserPlaces user={user} />
          <ImpersonateButton user={user} fullWidth />
        </Stack>
      ))}
    </Stack>
  );
}
