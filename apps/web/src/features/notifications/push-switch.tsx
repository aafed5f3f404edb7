import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useEffect, useState } from 'react';
import { notify } from '../../ui/notices/notice-store.ts';
import { disablePush, enablePush, type PushState, readPushState } from './push-subscription.ts';
import { texts } from './texts.ts';

const helpOf: Record<PushState, string> = {
  unsupported: texts.nonDisponible,
  denied: texts.refusees,
  serverOff: texts.desactiveesSurLeServeur,
  off: texts.recevoirLesAlertes,
  on: texts.recevoirLesAlertes,
};

/** « Notifications sur cet appareil »: subscribes this browser to Web Push (issue 30), or unsubscribes it. */
export function PushSwitch() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    readPushState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);
  const change = async (on: boolean) => {
    setBusy(true);
    try {
      const next = on ? await enablePush() : await disablePush();
      setState(next);
      if (next === 'on') notify.success(texts.activees);
      else if (!on) notify.success(texts.desactivees);
    } catch {
      notify.error(texts.echec);
    } finally {
      setBusy(false);
    }
  };
  const usable = state === 'on' || state === 'off';
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={state === 'on'}
            disabled={!usable || busy}
            onChange={(event) => void change(event.target.checked)}
          />
        }
        label={texts.notificationsSurCetAppareil}
      />
      {state && <FormHelperText>{helpOf[state]}</FormHelperText>}
    </div>
  );
}
