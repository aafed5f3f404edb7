import ContactsIcon from '@mui/icons-material/Contacts';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DirectoryEntry } from '@securite/domain/agents/list-schemas';
import { useMemo, useState } from 'react';
import { useSession } from '../../../api/session.ts';
import { EmptyState, Page } from '../../../ui/page.tsx';
import { useDirectory } from '../api/find-directory.ts';
import { texts } from '../texts.ts';
import { DirectoryCard } from './directory-card.tsx';

/** Lower case, without accents or spaces in numbers: "Hélène" matches "helene", "06 12" matches "0612". */
const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function matches(entry: DirectoryEntry, words: string[]): boolean {
  const haystack = normalize(
    [
      entry.fullname,
      entry.lastname,
      entry.email ?? '',
      (entry.phone ?? '').replace(/\s/g, ''),
      ...entry.specialties,
    ].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

/** Annuaire: the agency's people with an account, to call or write from the phone. */
export function DirectoryPage() {
  const { agencyId } = useSession();
  const query = useDirectory(agencyId ?? '');
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const words = normalize(search).split(/\s+/).filter(Boolean);
    return (query.data ?? []).filter((entry) => matches(entry, words));
  }, [query.data, search]);

  return (
    <Page title={texts.annuaire} subtitle={texts.lesCoordonneesDeL}>
      <TextField
        label={texts.rechercherUnCollegue}
        placeholder={texts.nomSpecialiteTelephone}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        type="search"
        fullWidth
        sx={{ mb: 2, maxWidth: { sm: 480 }, bgcolor: 'background.paper' }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      {query.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={texts.chargementDeLAnnuaire} />
        </Box>
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => query.refetch()}>
              {texts.reessayer}
            </Button>
          }
        >
          {texts.impossibleDeChargerL} {query.error.message}
        </Alert>
      ) : shown.length === 0 ? (
        <Card>
          <EmptyState
            icon={<ContactsIcon fontSize="inherit" />}
            title={search.trim() ? texts.aucunCollegueNeCorrespond : texts.lAnnuaireEstVide}
          />
        </Card>
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }} aria-live="polite">
            {shown.length} {shown.length > 1 ? 'personnes' : 'personne'}
          </Typography>
          <Grid container spacing={2} component="ul" aria-label={texts.annuaire} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {shown.map((entry) => (
              <Grid key={entry.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
                <DirectoryCard agencyId={agencyId ?? ''} entry={entry} />
              </Grid>
            ))}
          </Grid>
        </>
      )}
    </Page>
  );
}
