import AddIcon from '@mui/icons-material/Add';
import AssignmentIcon from '@mui/icons-material/Assignment';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SiteInstruction } from '@securite/domain/sites/site-instruction-schemas';
import type { Site } from '@securite/domain/sites/site-schemas';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { format } from '../../ui/format.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { EmptyState } from '../../ui/page.tsx';
import { useDeleteSiteInstruction } from './api/delete-site-instruction.ts';
import { useSiteInstructions } from './api/find-site-instructions.ts';
import { notifiedAudience, siteInstructionDialog } from './site-instruction-dialog.tsx';

import { texts } from './texts.ts';

export interface InstructionAccess {
  /** Give new instructions. */
  create: boolean;
  /** Change or remove this one (staff: any; a customer: their own). */
  change: (instruction: SiteInstruction) => boolean;
}

/** Consignes: the site's instructions, newest first, with create, edit and delete. */
export function SiteInstructionsCard({
  agencyId,
  site,
  access,
}: {
  agencyId: string;
  site: Site;
  access: InstructionAccess;
}) {
  const query = useSiteInstructions(agencyId, site.id);
  const remove = useDeleteSiteInstruction(agencyId, site.id);
  const instructions = query.data?.data ?? [];
  const open = (instruction?: SiteInstruction) => siteInstructionDialog.open({ agencyId, site, instruction });
  const onDelete = async (instruction: SiteInstruction) => {
    const ok = await confirm({
      title: texts.supprimerLaConsigneTitle(instruction.title),
      message: texts.laConsigneNeSera,
      confirmLabel: texts.supprimer,
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(instruction.id, { onSuccess: () => notify.success(texts.laConsigneAEte) });
  };

  return (
    <Card component="section" aria-labelledby="titre-consignes">
      <CardHeader
        title={
          <Typography id="titre-consignes" variant="h6" component="h2">
            {texts.consignes}
          </Typography>
        }
        subheader={access.create ? notifiedAudience(site) : undefined}
        action={
          access.create && (
            <Button startIcon={<AddIcon />} variant="contained" onClick={() => open()}>
              {texts.nouvelleConsigne}
            </Button>
          )
        }
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <Divider />
      <CardContent>
        {query.isPending ? (
          <Stack sx={{ alignItems: 'center', py: 3 }}>
            <CircularProgress aria-label={texts.chargementDesConsignes} />
          </Stack>
        ) : query.isError ? (
          <Alert severity="error">
            {texts.impossibleDeChargerLesConsignes} {query.error.message}
          </Alert>
        ) : instructions.length === 0 ? (
          <EmptyState icon={<AssignmentIcon fontSize="inherit" />} title={texts.aucuneConsignePourCe} />
        ) : (
          <Stack
            component="ul"
            aria-label={texts.consignes}
            divider={<Divider component="li" />}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {instructions.map((instruction) => (
              <Stack
                component="li"
                key={instruction.id}
                aria-label={instruction.title}
                direction="row"
                sx={{ py: 1.5, gap: 1 }}
              >
                <Stack sx={{ flexGrow: 1, minWidth: 0 }} spacing={0.5}>
                  <Typography sx={{ fontWeight: 600 }}>{instruction.title}</Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {instruction.content}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {instruction.author ? `${instruction.author.fullname} · ` : ''}
                    {format.dateTime(instruction.createdAt)}
                  </Typography>
                </Stack>
                {access.change(instruction) && (
                  <Stack direction="row" sx={{ alignItems: 'flex-start' }}>
                    <IconButton
                      aria-label={texts.modifierLaConsigneTitle(instruction.title)}
                      onClick={() => open(instruction)}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={texts.supprimerLaConsigneTitle2(instruction.title)}
                      onClick={() => onDelete(instruction)}
                      disabled={remove.isPending}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
