import { useState } from 'react';
import { PlanningPage } from '../planning-page.tsx';
import type { PlanningView } from '../planning-rows.ts';

/**
 * Test helper: the agents view, with a button « Vers les sites » to the sites view (the app's two routes render the
 * same page, which keeps what it holds across them).
 */
export function BothPlanningViews() {
  const [view, setView] = useState<PlanningView>('agents');
  return (
    <>
      <button type="button" onClick={() => setView('sites')}>
        Vers les sites
      </button>
      <PlanningPage view={view} emptyHref="#/terrain/sites" />
    </>
  );
}
