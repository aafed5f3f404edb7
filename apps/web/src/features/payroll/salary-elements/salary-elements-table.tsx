import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { monthPeriod, periodLabel } from '@securite/domain/hours/hour-period';
import { formatCents, type SalaryElement, salaryElementKindLabels } from '@securite/domain/payroll/salary-elements';
import { salaryTexts as texts } from '../texts.ts';

const monthText = (month: string) => periodLabel(monthPeriod(`${month}-01`));

/** The elements as a table; the edit and delete buttons only for the edit right. */
export function SalaryElementsTable({
  elements,
  onEdit,
  onDelete,
}: {
  elements: SalaryElement[];
  onEdit?: (element: SalaryElement) => void;
  onDelete?: (element: SalaryElement) => void;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label={texts.title}>
        <TableHead>
          <TableRow>
            <TableCell>{texts.agent}</TableCell>
            <TableCell>{texts.month}</TableCell>
            <TableCell>{texts.kind}</TableCell>
            <TableCell>{texts.label}</TableCell>
            <TableCell align="right">{texts.amount}</TableCell>
            {(onEdit || onDelete) && <TableCell align="right">{texts.actions}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {elements.map((element) => (
            <TableRow key={element.id} hover>
              <TableCell>{element.agent.fullname}</TableCell>
              <TableCell>{monthText(element.month)}</TableCell>
              <TableCell>{salaryElementKindLabels[element.kind]}</TableCell>
              <TableCell>{element.label}</TableCell>
              <TableCell align="right">{formatCents(element.amountCents)}</TableCell>
              {(onEdit || onDelete) && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {onEdit && (
                    <Tooltip title={texts.edit}>
                      <IconButton aria-label={`${texts.edit} ${element.label}`} onClick={() => onEdit(element)}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                  {onDelete && (
                    <Tooltip title={texts.delete}>
                      <IconButton aria-label={`${texts.delete} ${element.label}`} onClick={() => onDelete(element)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
