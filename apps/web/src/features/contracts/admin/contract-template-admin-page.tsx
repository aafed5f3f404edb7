import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import { useNavigate } from 'react-router';
import { Page } from '../../../ui/page.tsx';
import { platformTemplatesScope, useContractTemplates } from '../api/contract-templates.ts';
import { TemplateEditor } from '../template-editor.tsx';

import { texts } from '../texts.ts';

/** contractTemplate/:id? (platform): a template offered to all agencies, new or edited, with its PDF preview. */
export function ContractTemplateAdminPage({
  id,
  kind,
  listHref,
}: {
  id: string | null;
  kind: ContractKind;
  listHref: string;
}) {
  const navigate = useNavigate();
  const customers = useContractTemplates(platformTemplatesScope, 'customer', !!id);
  const agents = useContractTemplates(platformTemplatesScope, 'agent', !!id);
  const loading = !!id && (customers.isPending || agents.isPending);
  const template = id
    ? ([...(customers.data?.data ?? []), ...(agents.data?.data ?? [])].find((t) => t.id === id) ?? null)
    : null;
  return (
    <Page title={id ? texts.modifierLeModeleDe : texts.nouveauModeleDeContrat} wide>
      <Card>
        <CardContent>
          {loading ? (
            <CircularProgress aria-label={texts.chargementDuModele} />
          ) : id && !template ? (
            <Alert severity="error">{texts.modeleDeContratIntrouvable}</Alert>
          ) : (
            <TemplateEditor
              key={template?.id ?? 'nouveau'}
              scope={platformTemplatesScope}
              template={template}
              initialKind={kind}
              kindLocked={!!template}
              onSaved={() => navigate(listHref)}
              onCancel={() => navigate(listHref)}
            />
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
