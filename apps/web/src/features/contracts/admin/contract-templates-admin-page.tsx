import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import { type ContractKind, contractKindLabels } from '@securite/domain/contracts/contract-kinds';
import type { ContractTemplate } from '@securite/domain/contracts/contract-schemas';
import { formatDay } from '@securite/domain/time/calendar-day';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { confirm } from '../../../ui/dialogs/confirm-dialog.tsx';
import { notify } from '../../../ui/notices/notice-store.ts';
import { EmptyState, Page } from '../../../ui/page.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { platformTemplatesScope, useContractTemplates, useDeleteContractTemplate } from '../api/contract-templates.ts';

import { texts } from '../texts.ts';

/** contractTemplates (platform): the templates offered to every agency, clients and agents. */
export function ContractTemplatesAdminPage({
  templateHref,
  newHref,
}: {
  templateHref: (id: string) => string;
  newHref: (kind: ContractKind) => string;
}) {
  const [kind, setKind] = useState<ContractKind>('customer');
  const query = useContractTemplates(platformTemplatesScope, kind);
  const remove = useDeleteContractTemplate(platformTemplatesScope, kind);
  const templates = query.data?.data ?? [];
  const askDelete = async (template: ContractTemplate) => {
    const ok = await confirm({
      title: texts.supprimerCeModeleDe,
      message: texts.neSeraPlusTitle(template.title),
      confirmLabel: texts.supprimer,
      destructive: true,
    });
    if (!ok) return;
    await remove.mutateAsync(template.id);
    notify.success(texts.modeleDeContratSupprime);
  };
  return (
    <Page
      title={texts.modelesDeContrat}
      subtitle={texts.modelesProposesAToutes}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={newHref(kind)}>
          {texts.nouveauModele}
        </Button>
      }
    >
      <Card>
        <Tabs
          value={kind}
          onChange={(_, next: ContractKind) => setKind(next)}
          sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="customer" label={texts.contratsClients} />
          <Tab value="agent" label={texts.contratsCollaborateurs} />
        </Tabs>
        <QueryView
          query={query}
          loadingLabel={texts.chargementDesModeles}
          errorText={texts.impossibleDeChargerLes}
          empty={templates.length === 0}
          emptyState={<EmptyState title={texts.aucunModeleValue(contractKindLabels[kind].toLowerCase())} />}
        >
          <Table aria-label={texts.modelesDeLaPlateforme}>
            <TableHead>
              <TableRow>
                <TableCell>{texts.titre}</TableCell>
                <TableCell>{texts.modifieLe}</TableCell>
                <TableCell align="right">{texts.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {templates.map((template) => (
                <TableRow key={template.id}>
                  <TableCell>{template.title}</TableCell>
                  <TableCell>{formatDay(template.updatedAt.slice(0, 10))}</TableCell>
                  <TableCell align="right">
                    <Button size="small" component={RouterLink} to={templateHref(template.id)}>
                      {texts.modifier}
                    </Button>
                    <Button size="small" color="error" onClick={() => void askDelete(template)}>
                      {texts.supprimer}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </QueryView>
      </Card>
    </Page>
  );
}
