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
      title: 'Supprimer ce modèle de la plateforme ?',
      message: `« ${template.title} » ne sera plus proposé aux agences. Les contrats déjà rédigés gardent leur texte.`,
      confirmLabel: 'Supprimer',
      destructive: true,
    });
    if (!ok) return;
    await remove.mutateAsync(template.id);
    notify.success('Modèle de contrat supprimé');
  };
  return (
    <Page
      title="Modèles de contrat"
      subtitle="Modèles proposés à toutes les agences, qui les utilisent tels quels pour rédiger leurs contrats."
      actions={
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={newHref(kind)}>
          Nouveau modèle
        </Button>
      }
    >
      <Card>
        <Tabs
          value={kind}
          onChange={(_, next: ContractKind) => setKind(next)}
          sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="customer" label="Contrats clients" />
          <Tab value="agent" label="Contrats collaborateurs" />
        </Tabs>
        <QueryView
          query={query}
          loadingLabel="Chargement des modèles"
          errorText="Impossible de charger les modèles."
          empty={templates.length === 0}
          emptyState={<EmptyState title={`Aucun modèle — ${contractKindLabels[kind].toLowerCase()}`} />}
        >
          <Table aria-label="Modèles de la plateforme">
            <TableHead>
              <TableRow>
                <TableCell>Titre</TableCell>
                <TableCell>Modifié le</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {templates.map((template) => (
                <TableRow key={template.id}>
                  <TableCell>{template.title}</TableCell>
                  <TableCell>{formatDay(template.updatedAt.slice(0, 10))}</TableCell>
                  <TableCell align="right">
                    <Button size="small" component={RouterLink} to={templateHref(template.id)}>
                      Modifier
                    </Button>
                    <Button size="small" color="error" onClick={() => void askDelete(template)}>
                      Supprimer
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
