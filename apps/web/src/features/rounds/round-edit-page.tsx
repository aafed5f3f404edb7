import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { isGranted } from '@securite/domain/auth/access';
import { rightLabels } from '@securite/domain/auth/rights';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../api/session.ts';
import { Page } from '../../ui/page.tsx';
import { useAllSites } from '../sites/public.ts';
import { useRound } from './api/get-round.ts';
import { BackLink, LoadState, ReadOnlyNotice } from './edit-page-parts.tsx';
import { RoundForm } from './round-form.tsx';
import { texts } from './texts.ts';
import { useRoundDeletion } from './use-delete-actions.ts';

/**
 * A round's page: created without an id (rounds.create), changed with one (rounds.edit); read-only for whoever
 * lacks the right. `?siteId=` picks a new round's site.
 */
export function RoundEditPage({
  id,
  listHref,
  newCheckpointHref,
}: {
  id: string | null;
  listHref: string;
  newCheckpointHref: (siteId: string) => string;
}) {
  const { agencyId, actor } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = useRound(agencyId!, id);
  const sites = useAllSites(agencyId);
  const deletion = useRoundDeletion(agencyId!);
  const right = id ? 'rounds.edit' : 'rounds.create';
  const editable = isGranted(actor, [right]);
  const round = id ? (query.data ?? null) : null;
  const title = id ? (round ? texts.rondeName(round.name) : texts.ronde) : texts.nouvelleRonde;
  const back = () => navigate(listHref);

  return (
    <Page title={title} subtitle={<BackLink href={listHref} label={texts.rondes} />}>
      {!editable && <ReadOnlyNotice right={rightLabels[right]} />}
      <Card>
        <CardContent>
          {id && !round ? (
            <LoadState
              loading={query.isPending}
              error={query.error?.message ?? null}
              label={texts.chargementDeLaRonde}
            />
          ) : (
            <RoundForm
              key={round?.id ?? 'nouvelle'}
              agencyId={agencyId!}
              round={round}
              siteId={params.get('siteId')}
              sites={sites.data ?? []}
              sitesLoading={sites.isPending}
              editable={editable}
              listHref={listHref}
              newCheckpointHref={newCheckpointHref}
              onSaved={back}
              onDelete={round ? () => void deletion.remove(round).then((done) => done && back()) : undefined}
              deleting={deletion.pending}
            />
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
