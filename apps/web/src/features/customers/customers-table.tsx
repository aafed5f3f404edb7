import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CustomerListItem } from '@securite/domain/customers/customer-schemas';
import { frenchEuros } from '@securite/domain/money/amounts';

import { texts } from './texts.ts';

const cityOf = (c: CustomerListItem) => [c.address.zipcode, c.address.city].filter(Boolean).join(' ');

/** « Prospect » or the customer number, beside the name. */
export function CustomerKindChip({ customer }: { customer: CustomerListItem }) {
  if (customer.customerInfos.prospect) return <Chip size="small" color="warning" label={texts.prospect} />;
  return customer.customerNumber ? <Chip size="small" variant="outlined" label={customer.customerNumber} /> : null;
}

function NameButton({ customer, onOpen }: { customer: CustomerListItem; onOpen: (c: CustomerListItem) => void }) {
  return (
    <Link
      component="button"
      type="button"
      onClick={() => onOpen(customer)}
      sx={{ fontWeight: 600, textAlign: 'left' }}
      aria-label={texts.ouvrirLaFicheName(customer.name)}
    >
      {customer.name}
    </Link>
  );
}

/** The customers as a table (tablet and desktop). */
export function CustomersTable({
  rows,
  onOpen,
}: {
  rows: readonly CustomerListItem[];
  onOpen: (customer: CustomerListItem) => void;
}) {
  return (
    <TableContainer>
      <Table aria-label={texts.clients} size="small" sx={{ '& td, & th': { py: 1.25 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{texts.nom}</TableCell>
            <TableCell>{texts.type}</TableCell>
            <TableCell>{texts.contact}</TableCell>
            <TableCell>{texts.ville}</TableCell>
            <TableCell align="right">{texts.sites}</TableCell>
            <TableCell align="right">{texts.resteAPayer2}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell component="th" scope="row">
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <NameButton customer={row} onOpen={onOpen} />
                  <CustomerKindChip customer={row} />
                </Stack>
              </TableCell>
              <TableCell>{row.type === 'individual' ? texts.particulier : texts.entreprise}</TableCell>
              <TableCell>
                {row.email ?? '—'}
                {row.phone && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {row.phone}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{cityOf(row) || '—'}</TableCell>
              <TableCell align="right">{row.sitesCount}</TableCell>
              <TableCell align="right">{frenchEuros(row.leftToPay)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The customers as cards (phone). */
export function CustomerCards({
  rows,
  onOpen,
}: {
  rows: readonly CustomerListItem[];
  onOpen: (customer: CustomerListItem) => void;
}) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 2 }}>
      {rows.map((row) => (
        <li key={row.id}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <NameButton customer={row} onOpen={onOpen} />
            <CustomerKindChip customer={row} />
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {[row.email, cityOf(row), row.leftToPay > 0 ? texts.resteAPayerValue(frenchEuros(row.leftToPay)) : null]
              .filter(Boolean)
              .join(' · ') || '—'}
          </Typography>
        </li>
      ))}
    </Stack>
  );
}
