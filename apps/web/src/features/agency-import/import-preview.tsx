import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { importKindLabels } from '@securite/domain/agency-import/import-columns';
import type { AgencyImportPreview } from '@securite/domain/agency-import/import-schemas';
import { format } from '../../ui/format.ts';

import { texts } from './texts.ts';

/** The checked file: per sheet, each row with its line and, when it cannot be imported, why. */
export function ImportPreview({ preview }: { preview: AgencyImportPreview }) {
  return (
    <Stack spacing={2}>
      {preview.sheets.map((sheet) => {
        const bad = sheet.rows.filter((row) => row.errors.length > 0).length;
        const label = importKindLabels[sheet.kind];
        return (
          <Card key={sheet.kind} component="section" aria-label={texts.feuilleLabel(label)}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
                <Typography variant="h6" component="h2">
                  {label}
                </Typography>
                <Chip
                  size="small"
                  color="success"
                  variant="outlined"
                  label={format.count(sheet.rows.length - bad, 'valide')}
                />
                {bad > 0 && <Chip size="small" color="error" variant="outlined" label={texts.enErreurBad(bad)} />}
              </Stack>
              {sheet.errors.map((error) => (
                <Alert key={error} severity="error" sx={{ mb: 1 }}>
                  {error}
                </Alert>
              ))}
              {sheet.rows.length > 0 && (
                <TableContainer sx={{ maxHeight: 420 }}>
                  <Table size="small" stickyHeader aria-label={texts.lignesDeLaLabel(label)}>
                    <TableHead>
                      <TableRow>
                        <TableCell sx={{ width: 64, display: { xs: 'none', sm: 'table-cell' } }}>
                          {texts.ligne}
                        </TableCell>
                        <TableCell sx={{ width: { xs: '40%', sm: '30%' } }}>
                          {sheet.kind === 'agents' ? texts.collaborateur : texts.nom}
                        </TableCell>
                        <TableCell>{texts.resultat}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {sheet.rows.map((row) => (
                        <TableRow
                          key={row.line}
                          sx={
                            row.errors.length
                              ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.06) }
                              : undefined
                          }
                        >
                          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{row.line}</TableCell>
                          <TableCell component="th" scope="row">
                            {row.label}
                            <Typography
                              variant="caption"
                              sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}
                            >
                              {texts.ligne} {row.line}
                            </Typography>
                          </TableCell>
                          <TableCell>
                            {row.errors.length === 0 ? (
                              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }}>
                                <CheckCircleIcon fontSize="small" />
                                <span>{texts.preteAImporter}</span>
                              </Stack>
                            ) : (
                              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                                <ErrorIcon fontSize="small" color="error" sx={{ mt: 0.25 }} />
                                <div>
                                  {row.errors.map((error) => (
                                    <div key={error}>{error}</div>
                                  ))}
                                </div>
                              </Stack>
                            )}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
