import type { Agent } from '@securite/domain/agents/agent-schemas';
import { type Actor, isGranted } from '@securite/domain/auth/access';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { type AccountActions, AccountSection } from './account-section.tsx';
import type { AgentFormValues, AgentTabId } from './agent-form-values.ts';
import { CardSection } from './card-section.tsx';
import { ContractSection } from './contract-section.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { IdentitySection } from './identity-section.tsx';
import { ItemsSection } from './items-section.tsx';
import { SettingsSection } from './settings-section.tsx';
import { SkillsSection } from './skills-section.tsx';

export interface AgentTabPanelProps {
  tab: AgentTabId;
  agencyId: string;
  agent: Agent | null;
  control: Control<AgentFormValues>;
  setValue: UseFormSetValue<AgentFormValues>;
  readOnly: boolean;
  canEdit: boolean;
  actor: Actor;
  specialties: readonly string[];
  stockSimplified: boolean;
  actions: AccountActions | null;
}

/** The section of the open tab (the others are not rendered; their values stay in the form). */
export function AgentTabPanel(props: AgentTabPanelProps) {
  const { tab, control, readOnly } = props;
  switch (tab) {
    case 'identite':
      return (
        <IdentitySection
          control={control}
          agencyId={props.agencyId}
          agent={props.agent}
          readOnly={readOnly}
          canEdit={props.canEdit}
        />
      );
    case 'contrat':
      return <ContractSection control={control} readOnly={readOnly} />;
    case 'carte':
      return <CardSection control={control} setValue={props.setValue} readOnly={readOnly} />;
    case 'competences':
      return <SkillsSection control={control} agencySpecialties={props.specialties} readOnly={readOnly} />;
    case 'equipement':
      return (
        <ItemsSection
          agencyId={props.agencyId}
          agent={props.agent}
          readOnly={!props.canEdit}
          stockSimplified={props.stockSimplified}
        />
      );
    case 'documents':
      return <DocumentsSection agencyId={props.agencyId} agent={props.agent} canEdit={props.canEdit} />;
    case 'parametres':
      return (
        <SettingsSection control={control} readOnly={readOnly} showCost={isGranted(props.actor, ['billing.view'])} />
      );
    case 'compte':
      return (
        <AccountSection
          control={control}
          agent={props.agent}
          actions={props.actions}
          actor={props.actor}
          canEdit={props.canEdit}
          readOnly={readOnly}
        />
      );
  }
}
