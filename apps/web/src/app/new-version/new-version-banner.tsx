import { useEffect, useState } from 'react';
import { texts } from '../texts.ts';
import { countUnsentFieldMessages, watchForNewVersion } from './new-version.ts';

/** How often the banner looks again at the field queue while it holds unsent actions. */
export const QUEUE_RECHECK_MS = 5_000;

/**
 * After a new version is deployed: asks to reload, never while the phone's field queue still holds actions to
 * send (it says it waits for them, then offers the reload). Drawn without MUI (the shell's first load).
 */
export function NewVersionBanner() {
  const [newVersion, setNewVersion] = useState(false);
  const [unsent, setUnsent] = useState<number | null>(null);
  useEffect(() => watchForNewVersion(() => setNewVersion(true)), []);
  useEffect(() => {
    if (!newVersion) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () =>
      void countUnsentFieldMessages().then((count) => {
        if (!live) return;
        setUnsent(count);
        if (count > 0) timer = setTimeout(look, QUEUE_RECHECK_MS);
      });
    look();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [newVersion]);
  if (!newVersion || unsent === null) return null;
  return (
    <div role="status" className="plain-card" style={{ margin: '8px 16px', padding: 16 }}>
      <p className="t-subtitle1" style={{ margin: 0 }}>
        {texts.newVersion.available}
      </p>
      {unsent > 0 ? (
        <p className="t-body2 t-secondary" style={{ margin: '4px 0 0' }}>
          {texts.newVersion.afterQueue({ count: unsent })}
        </p>
      ) : (
        <button
          type="button"
          className="plain-pressable plain-button"
          style={{ marginTop: 8 }}
          onClick={() => window.location.reload()}
        >
          {texts.newVersion.reload}
        </button>
      )}
    </div>
  );
}
