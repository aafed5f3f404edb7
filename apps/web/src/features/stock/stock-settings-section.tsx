import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { messages } from '@securite/domain/errors/messages';
import { useSession } from '../../api/session.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { useSaveStockSettings, useStockSettings } from './api/stock-settings.ts';

import { texts } from './texts.ts';

/** Paramètres › Terrain › Stock: the simplified-stock mode (agencySettingsFeature.stockSimplified). */
export function StockSettingsSection() {
  const { agencyId } = useSession();
  const id = agencyId ?? '';
  const settings = useStockSettings(id);
  const save = useSaveStockSettings(id);
  if (settings.isError) return <Alert severity="error">{texts.impossibleDeChargerLesParametres}</Alert>;
  const checked = settings.data?.stockSimplified ?? false;
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={!settings.data || save.isPending}
            onChange={async (_, next) => {
              try {
                await save.mutateAsync({ stockSimplified: next });
                notify.success(messages.saved);
              } catch {
                // The HTTP client showed why.
              }
            }}
          />
        }
        label={texts.gestionSimplifieeDuStock}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {texts.sansCatalogueLeMenu}
      </Typography>
    </Stack>
  );
}
