import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { agentReadRights } from '@securite/domain/agents/agent-read-rights';
import { isAgencyStaff, isGranted } from '@securite/domain/auth/access';
import type { Right } from '@securite/domain/auth/rights';
import { executionReaders } from '@securite/domain/rounds/execution-readers';
import type { Site } from '@securite/domain/sites/site-schemas';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type Session, useSession } from '../../api/session.ts';
import { HeldStockList } from '../../shared/stock/held-stock-list.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { Page } from '../../ui/page.tsx';
import { SiteMainCouranteButton } from '../events/public.ts';

import { useDeleteSite } from './api/delete-site.ts';
import { useSite } from './api/get-site.ts';
import { siteDeleteDialog, siteDeletedMessages } from './site-delete-dialog.tsx';
import { DetailCard, SiteAlarmsCard, SiteItemsCard, SiteKeysCard, SiteSummaryCard } from './site-detail-cards.tsx';
import { siteDialog } from './site-dialog.tsx';
import { SiteExclusionsCard } from './site-exclusions-card.tsx';
import { type InstructionAccess, SiteInstructionsCard } from './site-instructions-card.tsx';
import { SiteRoundExecutions } from './site-round-executions.tsx';
import { addressLine } from './sites-table.tsx';

import { texts } from './texts.ts';

const siteStockReaders: Right[] = [
  'sites.create',
  'sites.edit',
  'stockReferences.create',
  'stockReferences.edit',
  'stockAssignments.create',
  'stockAssignments.edit',
];

function instructionAccess(session: Session, site: Site, canEdit: boolean): InstructionAccess {
  if (isAgencyStaff(session.actor)) return { create: canEdit, change: () => canEdit };
  const customerMay = session.actor.role === 'customer' && site.myRights.includes('instructions.create');
  return {
    create: customerMay,
    change: (instruction) => customerMay && instruction.author?.userId === session.user.id,
  };
}

/** A site: summary and map, keys, alarms, equipment and instructions, by what the user may see. */
export function SiteDetailPage({ siteId, listHref }: { siteId: string; listHref: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const agencyId = session.agencyId!;
  const query = useSite(agencyId, siteId);
  const remove = useDeleteSite(agencyId);
  const staff = isAgencyStaff(session.actor);
  const canEdit = staff && isGranted(session.actor, ['sites.edit']);
  // The site's customer reads its rounds; the office when it reads executions (the server checks it again).
  const canReadRounds = staff ? isGranted(session.actor, executionReaders) : session.actor.role === 'customer';
  // The stock on the site: its customer, and the office when it keeps sites or the stock (not in simplified mode).
  const canReadStock =
    session.company?.agency.stockSimplified !== true &&
    (staff ? isGranted(session.actor, siteStockReaders) : session.actor.role === 'customer');
  const back = (
    <Button component={RouterLink} to={listHref} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {texts.tousLesSites}
    </Button>
  );

  if (!query.data) {
    return (
      <Page title={texts.site}>
        {back}
        {query.isError ? (
          <Alert severity="error">
            {texts.impossibleDAfficherCe} {query.error.message}
          </Alert>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress aria-label={texts.chargementDuSite} />
          </Box>
        )}
      </Page>
    );
  }

  const site = query.data;
  const rights = new Set(site.myRights);
  const access = instructionAccess(session, site, canEdit);
  const onDelete = async () => {
    const kind = await siteDeleteDialog.open({ name: site.name, archived: site.archived });
    if (!kind) return;
    remove.mutate(
      { siteId: site.id, kind },
      {
        onSuccess: () => {
          notify.success(siteDeletedMessages[kind]);
          navigate(listHref);
        },
      },
    );
  };

  return (
    <Page
      title={site.name}
      subtitle={addressLine(site) || undefined}
      actions={
        canEdit && (
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              startIcon={<EditOutlinedIcon />}
              onClick={() =>
                siteDialog.open({
                  agencyId,
                  siteId: site.id,
                  canReadAgents: isGranted(session.actor, agentReadRights),
                  canDelete: canEdit,
                })
              }
            >
              {texts.modifier}
            </Button>
            <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete} loading={remove.isPending}>
              {texts.supprimer}
            </Button>
          </Stack>
        )
      }
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: -2, mb: 1 }}>
        {back}
        <SiteMainCouranteButton siteId={site.id} siteName={site.name} />
        {site.archived && <Chip label={texts.archive} />}
      </Stack>
      <Stack spacing={3}>
        <SiteSummaryCard site={site} />
        {(staff || rights.has('instructions.view') || access.create) && (
          <SiteInstructionsCard agencyId={agencyId} site={site} access={access} />
        )}
        {canEdit && (
          <SiteExclusionsCard
            agencyId={agencyId}
            siteId={site.id}
            canPickAgents={isGranted(session.actor, agentReadRights)}
          />
        )}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {rights.has('keys.view') && <SiteKeysCard site={site} />}
          {rights.has('alarms.view') && <SiteAlarmsCard site={site} />}
          {rights.has('items.view') && <SiteItemsCard agencyId={agencyId} site={site} canEdit={canEdit} />}
        </Box>
        {canReadStock && (
          <DetailCard id="stock" title={texts.materielDuStock}>
            <HeldStockList agencyId={agencyId} holder={{ siteId: site.id }} />
          </DetailCard>
        )}
        {canReadRounds && (
          <DetailCard id="rondes" title={texts.rondesEffectuees}>
            <SiteRoundExecutions agencyId={agencyId} siteId={site.id} />
          </DetailCard>
        )}
      </Stack>
    </Page>
  );
}
