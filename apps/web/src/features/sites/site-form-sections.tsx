import type { Site } from '@securite/domain/sites/site-schemas';
import type { Control, UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { SiteAddressSection } from './site-address-section.tsx';
import { alarmFields, keyFields, SiteEntriesSection } from './site-entries-section.tsx';
import { SiteEventTypesSection } from './site-event-types-section.tsx';
import type { SiteFormInput, SiteSection } from './site-form-values.ts';
import { SiteInfoSection } from './site-info-section.tsx';
import { SiteNotifySection } from './site-notify-section.tsx';
import { SiteReportsSection } from './site-reports-section.tsx';
import { SiteRightsSection } from './site-rights-section.tsx';
import { SiteUsersSection } from './site-users-section.tsx';

import { texts } from './texts.ts';

export interface SiteSectionProps {
  section: SiteSection;
  control: Control<SiteFormInput>;
  setValue: UseFormSetValue<SiteFormInput>;
  getValues: UseFormGetValues<SiteFormInput>;
  agencyId: string;
  site: Site | null;
  canReadAgents: boolean;
  specialtyOptions: readonly string[];
}

/** The fields of one tab of the site dialog. */
export function SiteFormSection({ section, control, setValue, getValues, agencyId, site, ...props }: SiteSectionProps) {
  switch (section) {
    case 'informations':
      return (
        <SiteInfoSection
          control={control}
          agencyId={agencyId}
          currentCustomer={site?.customer ?? null}
          specialtyOptions={props.specialtyOptions}
          autoFocus={!site}
        />
      );
    case 'adresse':
      return <SiteAddressSection control={control} setValue={setValue} getValues={getValues} agencyId={agencyId} />;
    case 'cles':
      return (
        <SiteEntriesSection
          control={control}
          name="siteKeys"
          fields={keyFields}
          noun={{ one: texts.cle, the: texts.laCle }}
          addLabel={texts.ajouterUneCle}
          emptyText={texts.aucuneCleEnregistreePour}
          blank={{ label: '', number: '', location: '', comment: '' }}
        />
      );
    case 'alarmes':
      return (
        <SiteEntriesSection
          control={control}
          name="siteAlarms"
          fields={alarmFields}
          noun={{ one: texts.alarme, the: texts.lAlarme }}
          addLabel={texts.ajouterUneAlarme}
          emptyText={texts.aucuneAlarmeEnregistreePour}
          blank={{ label: '', code: '', provider: '', phone: '', comment: '' }}
        />
      );
    case 'droits':
      return <SiteRightsSection control={control} />;
    case 'collaborateurs':
      return (
        <SiteUsersSection
          control={control}
          agencyId={agencyId}
          siteId={site?.id ?? null}
          canReadAgents={props.canReadAgents}
          knownAgents={(site?.siteUsers ?? []).map((u) => ({ id: u.agentId, fullname: u.fullname }))}
        />
      );
    case 'evenements':
      return <SiteEventTypesSection control={control} setValue={setValue} agencyId={agencyId} />;
    case 'rapports':
      return <SiteReportsSection control={control} />;
    case 'notifications':
      return <SiteNotifySection control={control} />;
  }
}
