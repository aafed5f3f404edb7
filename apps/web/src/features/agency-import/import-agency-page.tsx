import DownloadIcon from '@mui/icons-material/Download';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ImportKind, importKindLabels, importKinds } from '@securite/domain/agency-import/import-columns';
import type {
  AgencyImportInput,
  AgencyImportPreview,
  AgencyImportResult,
} from '@securite/domain/agency-import/import-schemas';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { base64Of } from '../../api/base64-of.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { format } from '../../ui/format.ts';
import { Page } from '../../ui/page.tsx';
import { UploadButton } from '../../ui/upload-button.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useAdminAgencies } from '../admin/public.ts';
import { downloadImportTemplate, useCommitImport, usePreviewImport } from './api/agency-import.ts';
import { ImportPreview } from './import-preview.tsx';

import { texts } from './texts.ts';

const isCsv = (file: File | null) => !!file && /\.(csv|txt)$/i.test(file.name);

/**
 * adminImportAgency: an agency's customers, sites and agents from a spreadsheet. The file is checked first (a French
 * error per bad row); nothing is written while rows are in error, unless the admin confirms importing the good ones.
 */
export function ImportAgencyPage({ sheetHref }: { sheetHref: (id: string) => string }) {
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  const [name, setName] = useState('');
  const [agency, setAgency] = useState<{ id: string; name: string } | null>(null);
  const [agencySearch, setAgencySearch] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [csvKind, setCsvKind] = useState<ImportKind | ''>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [checked, setChecked] = useState<{ input: AgencyImportInput; preview: AgencyImportPreview } | null>(null);
  const [result, setResult] = useState<AgencyImportResult | null>(null);
  const debouncedSearch = useDebouncedValue(agencySearch.trim());
  const agencies = useAdminAgencies(
    { filters: { search: debouncedSearch || undefined }, limit: 20, orderBy: { field: 'name', direction: 'asc' } },
    mode === 'existing',
  );
  const preview = usePreviewImport();
  const commit = useCommitImport();

  /** A field changed: its error goes, and so does the preview of the previous file or agency. */
  const changed = (field: string) => {
    setErrors(({ [field]: _gone, ...rest }) => rest);
    reset();
  };
  const reset = () => {
    setChecked(null);
    setResult(null);
    setFormError(null);
  };

  const check = async () => {
    reset();
    const found: Record<string, string> = {};
    if (mode === 'new' && !name.trim()) found.name = texts.obligatoire;
    if (mode === 'existing' && !agency) found.agency = texts.choisissezLAgence;
    if (!file) found.file = texts.choisissezLeFichierA;
    if (isCsv(file) && !csvKind) found.csvKind = texts.indiquezCeQueContient;
    setErrors(found);
    if (!file || Object.keys(found).length) return;
    try {
      const input: AgencyImportInput = {
        fileName: file.name,
        content: await base64Of(file),
        csvKind: isCsv(file) ? (csvKind as ImportKind) : null,
        target:
          mode === 'new'
            ? { mode: 'new', agency: { name: name.trim() } }
            : { mode: 'existing', agencyId: (agency as { id: string }).id },
      };
      setChecked({ input, preview: await preview.mutateAsync(input) });
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : texts.leFichierNA);
    }
  };

  const run = async (onlyValid: boolean) => {
    if (!checked) return;
    if (onlyValid) {
      const confirmed = await confirm({
        title:
          checked.preview.valid === 1
            ? texts.importerSeulementLaLigne
            : texts.importerSeulementLesValid(checked.preview.valid),
        message:
          checked.preview.invalid === 1 ? texts.laLigneEnErreur : texts.lesLignesEnInvalid(checked.preview.invalid),
        confirmLabel: texts.importerLesLignesValides,
      });
      if (!confirmed) return;
    }
    setFormError(null);
    try {
      setResult(await commit.mutateAsync({ ...checked.input, onlyValid }));
      setChecked(null);
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : texts.lImportNA);
    }
  };

  return (
    <Page
      title={texts.importDAgence}
      subtitle={texts.lesClientsSitesEt}
      actions={
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void downloadImportTemplate().catch(() => {})}
        >
          {texts.telechargerLeModele}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <Stack spacing={2.5}>
              <RadioGroup
                row
                aria-label={texts.agenceDeDestination}
                value={mode}
                onChange={(_, value) => {
                  setMode(value as 'new' | 'existing');
                  reset();
                }}
              >
                <FormControlLabel value="new" control={<Radio />} label={texts.nouvelleAgence} />
                <FormControlLabel value="existing" control={<Radio />} label={texts.agenceExistante} />
              </RadioGroup>
              {mode === 'new' ? (
                <TextField
                  id="champ-name"
                  label={texts.nomDeLaNouvelle}
                  required
                  value={name}
                  onChange={(event) => {
                    setName(event.target.value);
                    changed('name');
                  }}
                  error={Boolean(errors.name)}
                  helperText={errors.name}
                />
              ) : (
                <Autocomplete
                  options={agencies.data?.data ?? []}
                  value={agency}
                  onChange={(_, next) => {
                    setAgency(next ? { id: next.id, name: next.name } : null);
                    changed('agency');
                  }}
                  onInputChange={(_, text) => setAgencySearch(text)}
                  getOptionLabel={(option) => option.name}
                  isOptionEqualToValue={(option, selected) => option.id === selected.id}
                  filterOptions={(options) => options}
                  noOptionsText={texts.aucuneAgence}
                  loading={agencies.isFetching}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={texts.agence}
                      required
                      error={Boolean(errors.agency)}
                      helperText={errors.agency}
                    />
                  )}
                />
              )}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <UploadButton
                  variant="outlined"
                  startIcon={<UploadFileIcon />}
                  accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  inputLabel={texts.fichierAImporter}
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    event.target.value = '';
                    changed('file');
                  }}
                >
                  {texts.choisirLeFichier}
                </UploadButton>
                <Typography sx={{ color: errors.file ? 'error.main' : 'text.secondary' }}>
                  {errors.file ?? file?.name ?? texts.aucunFichierChoisi}
                </Typography>
              </Stack>
              {isCsv(file) && (
                <TextField
                  select
                  id="champ-csvKind"
                  label={texts.contenuDuFichierCsv}
                  value={csvKind}
                  onChange={(event) => {
                    setCsvKind(event.target.value as ImportKind);
                    changed('csvKind');
                  }}
                  error={Boolean(errors.csvKind)}
                  helperText={errors.csvKind}
                  sx={{ maxWidth: 320 }}
                >
                  {importKinds.map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {importKindLabels[kind]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {texts.unClasseurExcelPorte}
              </Typography>
              <div>
                <Button variant="contained" startIcon={<FactCheckIcon />} onClick={check} loading={preview.isPending}>
                  {texts.verifierLeFichier}
                </Button>
              </div>
            </Stack>
          </CardContent>
        </Card>
        {formError && <Alert severity="error">{formError}</Alert>}
        {result && (
          <Alert
            severity="success"
            action={
              <Button color="inherit" size="small" component={RouterLink} to={sheetHref(result.agencyId)}>
                {texts.voirLAgence}
              </Button>
            }
          >
            {texts.importTermineDans} {result.agencyName} : {format.count(result.created.customers, 'client')},{' '}
            {format.count(result.created.sites, 'site')}, {format.count(result.created.agents, 'collaborateur')}
            {result.skipped > 0
              ? ` ; ${format.count(result.skipped, texts.ligneEnErreurNon, texts.lignesEnErreurNon)}.`
              : '.'}
          </Alert>
        )}
        {checked && (
          <>
            {checked.preview.blocked > 0 ? (
              <Alert severity="error">{texts.uneFeuilleNePeut}</Alert>
            ) : checked.preview.invalid > 0 ? (
              <Alert severity="warning">
                <div>
                  {format.count(checked.preview.invalid, texts.ligneEnErreur, texts.lignesEnErreur)},{' '}
                  {format.count(checked.preview.valid, 'valide')} {texts.rienNEstImporte}
                </div>
                {checked.preview.valid > 0 && (
                  <Button
                    variant="outlined"
                    color="inherit"
                    size="small"
                    onClick={() => run(true)}
                    loading={commit.isPending}
                    sx={{ mt: 1 }}
                  >
                    {texts.importerLesLignesValides}
                  </Button>
                )}
              </Alert>
            ) : (
              <Alert severity="success">
                <div>
                  {checked.preview.valid === 1
                    ? texts.laLigneEstValide
                    : texts.lesLignesSontValid(checked.preview.valid)}
                </div>
                <Button
                  variant="outlined"
                  color="inherit"
                  size="small"
                  onClick={() => run(false)}
                  loading={commit.isPending}
                  sx={{ mt: 1 }}
                >
                  {texts.importer}
                </Button>
              </Alert>
            )}
            <ImportPreview preview={checked.preview} />
          </>
        )}
      </Stack>
    </Page>
  );
}
