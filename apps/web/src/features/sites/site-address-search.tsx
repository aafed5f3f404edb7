import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  GEOCODING_QUERY_MIN,
  type GeocodedPlace,
  type GeocodedPlaceType,
} from '@securite/domain/sites/geocoding-schemas';
import { useState } from 'react';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useAddressSearch } from './api/search-addresses.ts';

import { texts } from './texts.ts';

const typeLabels: Record<GeocodedPlaceType, string> = {
  housenumber: texts.adresse,
  street: texts.voie,
  locality: texts.lieuDit,
  municipality: texts.commune,
};

export const addressSearchTexts = {
  label: texts.rechercherUneAdresse,
  tooShort: texts.saisissezAuMoinsGeocoding_query_min(GEOCODING_QUERY_MIN),
  loading: texts.recherche,
  empty: texts.aucuneAdresseTrouveeVerifiez,
  failed: texts.laRechercheDAdresse,
  townsOnly: texts.seulesLesCommunesSont,
  hint: texts.numeroVoieEtCommune,
} as const;

/**
 * « Rechercher une adresse »: an autocomplete over the server's geocoding, asked once the typing pauses. Choosing an
 * answer hands it to `onPick`, which fills the address fields and places the pin.
 */
export function SiteAddressSearch({ agencyId, onPick }: { agencyId: string; onPick: (place: GeocodedPlace) => void }) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<GeocodedPlace | null>(null);
  // The chosen answer's label fills the box: not a new question.
  const asking = picked && text === picked.label ? '' : text.trim();
  const typed = useDebouncedValue(asking, 300);
  const search = useAddressSearch(agencyId, typed);
  const waiting = asking.length >= GEOCODING_QUERY_MIN && (typed !== asking || search.isFetching);
  const answer = typed.length >= GEOCODING_QUERY_MIN ? search.data : undefined;
  // The chosen answer stays among the options: the box shows it until something else is typed.
  const options = answer?.results ?? (picked ? [picked] : []);
  // The last answer's source, kept while the next one is asked and once an answer is chosen.
  const townsOnly = search.data?.source === 'local';
  const helper = search.isError
    ? addressSearchTexts.failed
    : townsOnly
      ? addressSearchTexts.townsOnly
      : addressSearchTexts.hint;

  return (
    <Autocomplete<GeocodedPlace, false, false, false>
      id="champ-recherche-adresse"
      value={picked}
      inputValue={text}
      onInputChange={(_event, value) => setText(value)}
      onChange={(_event, place) => {
        setPicked(place);
        if (place) onPick(place);
      }}
      options={options}
      // The server has already chosen and ordered the answers.
      filterOptions={(all) => all}
      getOptionLabel={(place) => place.label}
      isOptionEqualToValue={(a, b) => a.label === b.label && a.type === b.type}
      loading={waiting}
      loadingText={addressSearchTexts.loading}
      noOptionsText={text.trim().length < GEOCODING_QUERY_MIN ? addressSearchTexts.tooShort : addressSearchTexts.empty}
      renderOption={({ key, ...props }, place) => (
        <li key={key} {...props}>
          <Box>
            <Typography variant="body2">{place.label}</Typography>
            <Typography variant="caption" component="div" color="text.secondary">
              {typeLabels[place.type]}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={addressSearchTexts.label}
          placeholder={texts.ex8BoulevardDu}
          error={search.isError}
          helperText={helper}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: (
                <>
                  {waiting && <CircularProgress color="inherit" size={18} aria-label={addressSearchTexts.loading} />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
