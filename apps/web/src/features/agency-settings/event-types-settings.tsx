import type { FieldSettings } from '@securite/domain/agency-settings/field-settings';
import { messages } from '@securite/domain/errors/messages';
import { uniqueEventTypeKey, zServiceEventType } from '@securite/domain/events/service-event-types';
import { notify } from '../../ui/notices/notice-store.ts';
import { useUpdateFieldSettings } from './api/update-field-settings.ts';
import { LabelListEditor } from './label-list-editor.tsx';

import { texts } from './texts.ts';

const validate = (label: string) => {
  const result = zServiceEventType.shape.label.safeParse(label);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

/**
 * The agency's service event types (agencySettingsFeature): every change saves the whole list; the server
 * refuses a label or key used twice (409) and the message shows where the change was typed. The key (used in the
 * field app's links and queued events) is made from the label and never shown: the owner names types, not keys.
 */
export function EventTypesSettings({ agencyId, settings }: { agencyId: string; settings: FieldSettings | undefined }) {
  const update = useUpdateFieldSettings(agencyId);
  const types = settings?.agencyServiceEventTypes;
  const saveTypes = async (next: FieldSettings['agencyServiceEventTypes']) => {
    await update.mutateAsync({ agencyServiceEventTypes: next });
    notify.success(messages.saved);
  };
  return (
    <LabelListEditor
      noun={texts.typeDEvenement}
      plural={texts.typesDEvenement}
      items={types?.map((t) => ({ id: t.key, label: t.label }))}
      emptyText={texts.aucunTypeDEvenement}
      validate={validate}
      onAdd={(label) =>
        saveTypes([
          ...(types ?? []),
          {
            key: uniqueEventTypeKey(
              label,
              (types ?? []).map((t) => t.key),
            ),
            label,
          },
        ])
      }
      onRename={(item, label) => saveTypes((types ?? []).map((t) => (t.key === item.id ? { ...t, label } : t)))}
      onRemove={(item) => saveTypes((types ?? []).filter((t) => t.key !== item.id))}
    />
  );
}
