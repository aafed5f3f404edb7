import { zAgencyTypeRequest } from '@securite/domain/agency-settings/agency-types';
import { messages } from '@securite/domain/errors/messages';
import { notify } from '../../ui/notices/notice-store.ts';
import { useDeleteAgencyType } from './api/delete-agency-type.ts';
import { type AgencyTypeKind, useAgencyTypes } from './api/find-agency-types.ts';
import { useSaveAgencyType } from './api/save-agency-type.ts';
import { LabelListEditor } from './label-list-editor.tsx';

import { texts as localTexts } from './texts.ts';

const validate = (label: string) => {
  const result = zAgencyTypeRequest.shape.label.safeParse(label);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

const texts: Record<AgencyTypeKind, { noun: string; plural: string; empty: string }> = {
  unavailability: {
    noun: localTexts.typeDIndisponibilite,
    plural: localTexts.typesDIndisponibilite,
    empty: localTexts.aucunTypeDIndisponibilite,
  },
  request: {
    noun: localTexts.typeDeDemande,
    plural: localTexts.typesDeDemande,
    empty: localTexts.aucunTypeDeDemande,
  },
};

/** Unavailability or request types: each change is saved at once; a label already used is refused (409). */
export function AgencyTypesSettings({ agencyId, kind }: { agencyId: string; kind: AgencyTypeKind }) {
  const query = useAgencyTypes(agencyId, kind);
  const save = useSaveAgencyType(agencyId, kind);
  const remove = useDeleteAgencyType(agencyId, kind);
  const done = () => notify.success(messages.saved);
  return (
    <LabelListEditor
      noun={texts[kind].noun}
      plural={texts[kind].plural}
      items={query.data}
      loadError={query.isError ? localTexts.impossibleDeChargerMessage(query.error.message) : null}
      emptyText={texts[kind].empty}
      validate={validate}
      onAdd={(label) => save.mutateAsync({ label }).then(done)}
      onRename={(item, label) => save.mutateAsync({ id: item.id, label }).then(done)}
      onRemove={(item) => remove.mutateAsync(item.id).then(done)}
    />
  );
}
