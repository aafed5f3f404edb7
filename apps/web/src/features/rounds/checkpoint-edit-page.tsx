import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { isGranted } from '@securite/domain/auth/access';
import { rightLabels } from '@securite/domain/auth/rights';
import { checkpointMessages } from '@securite/domain/rounds/checkpoint-schemas';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../api/session.ts';
import { Page } from '../../ui/page.tsx';
import { useAllSites } from '../sites/public.ts';
import { useCheckpoints } from './api/find-checkpoints.ts';
import { CheckpointForm } from './checkpoint-form.tsx';
import { BackLink, LoadState, ReadOnlyNotice } from './edit-page-parts.tsx';
import { texts } from './texts.ts';
import { useCheckpointDeletion } from './use-delete-actions.ts';

/**
 * A checkpoint's page: created without an id (checkpoints.create), changed with one (checkpoints.edit); read-only
 * for whoever lacks the right. `?siteId=` picks a new checkpoint's site.
 */
export function CheckpointEditPage({ id, listHref }: { id: string | null; listHref: string }) {
  const { agencyId, actor } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const checkpoints = useCheckpoints(agencyId);
  const sites = useAllSites(agencyId);
  const deletion = useCheckpointDeletion(agencyId!);
  const right = id ? 'checkpoints.edit' : 'checkpoints.create';
  const editable = isGranted(actor, [right]);
  const checkpoint = id ? (checkpoints.data?.find((c) => c.id === id) ?? null) : null;
  const title = id
    ? checkpoint
      ? texts.pointDeControleTitle(checkpoint.title)
      : texts.pointDeControle
    : texts.nouveauPointDeControle;
  const back = () => navigate(listHref);

  return (
    <Page title={title} subtitle={<BackLink href={listHref} label={texts.pointsDeControle} />}>
      {!editable && <ReadOnlyNotice right={rightLabels[right]} />}
      <Card>
        <CardContent>
          {checkpoints.isPending || (id && !checkpoint) ? (
            <LoadState
              loading={checkpoints.isPending}
              error={checkpoints.isError ? checkpoints.error.message : checkpointMessages.notFound}
              label={texts.chargementDuPointDe}
            />
          ) : (
            <CheckpointForm
              key={checkpoint?.id ?? 'nouveau'}
              agencyId={agencyId!}
              checkpoint={checkpoint}
              siteId={params.get('siteId')}
              sites={sites.data ?? []}
              sitesLoading={sites.isPending}
              checkpoints={checkpoints.data ?? []}
              editable={editable}
              listHref={listHref}
              onSaved={back}
              onDelete={checkpoint ? () => void deletion.remove(checkpoint).then((done) => done && back()) : undefined}
              deleting={deletion.pending}
            />
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
