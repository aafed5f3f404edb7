import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { eventMessages as texts } from '@securite/domain/events/event-messages';
import type { FieldMessage, Position } from '@securite/domain/field/field-schemas';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { newClientUuid } from '../../api/client-uuid.ts';
import { useSession } from '../../api/session.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { Page } from '../../ui/page.tsx';
import { type EventMessageDisplay, EventView, useEvent, useEventTypes } from '../events/public.ts';
import { activeServiceId } from './active-service.ts';
import { CameraCapture } from './camera-capture.tsx';
import { recordFieldAction } from './field-runtime.ts';
import { currentPosition } from './position.ts';
import { fieldDatabase } from './queue/field-db.ts';
import { useRoundWalk } from './rounds/use-round-walk.ts';
import { texts as startTexts } from './start/texts.ts';
import { texts as localTexts } from './texts.ts';
import { useFieldEvent } from './use-field-event.ts';

/** The position if the phone gives it within a few seconds: an incident is not held up by a slow GPS. */
const quickPosition = (): Promise<Position | null> =>
  Promise.race([currentPosition(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 4000))]);

type EventBody = NonNullable<FieldMessage['event']>;

/** Queues one main courante message of the running service; it is sent when the network allows. */
async function record(agencyId: string, serviceId: string, type: FieldMessage['type'], event: EventBody) {
  await recordFieldAction(agencyId, {
    uuid: newClientUuid(),
    type,
    serviceId,
    deviceAt: new Date().toISOString(),
    location: type === 'event.create' ? await quickPosition() : undefined,
    event,
  });
}

/** The text and photos of a new entry (the event's description, or a message under it). */
function EntryForm({
  label,
  submitLabel,
  onSubmit,
  children,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (text: string, photos: string[]) => Promise<void>;
  children?: React.ReactNode;
}) {
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit(text.trim(), photos);
      setText('');
      setPhotos([]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      {children}
      <TextField label={label} multiline minRows={3} value={text} onChange={(e) => setText(e.target.value)} />
      <CameraCapture photos={photos} onChange={setPhotos} />
      <Button
        variant="contained"
        size="large"
        disabled={busy || (!text.trim() && photos.length === 0)}
        onClick={() => void submit()}
      >
        {submitLabel}
      </Button>
    </Stack>
  );
}

/**
 * The round an incident is reported from (« Signaler »: ?ronde= the execution, ?point= the checkpoint), as the
 * link the event carries and « Pendant la ronde « Ronde de nuit », au point « Poste de garde » » once the phone's
 * queue has told which round it is.
 */
function useRoundOfReport(executionId: string | null, checkpointId: string | null) {
  const walk = useRoundWalk(executionId ?? '');
  if (!executionId) return null;
  const point = walk?.round.checkpoints?.find((c) => c.id === checkpointId);
  return {
    link: { roundExecutionId: executionId, ...(checkpointId ? { checkpointId } : {}) },
    label: walk
      ? localTexts.pendantLaRondeName(walk.round.name, point ? localTexts.auPointTitle(point.title) : '')
      : null,
  };
}

/**
 * terrain/events/incident (no uuid): a new event of the running service, its type preset by ?typeKey=; reported
 * from a round (« Signaler »: ?ronde= the execution, ?point= the checkpoint), it is linked to them and the agent
 * goes back to the round.
 */
function NewIncident({ agencyId, serviceId }: { agencyId: string; serviceId: string }) {
  const [search] = useSearchParams();
  const types = useEventTypes(agencyId);
  const [typeKey, setTypeKey] = useState(search.get('typeKey') ?? 'incident');
  const navigate = useNavigate();
  const round = useRoundOfReport(search.get('ronde'), search.get('point'));
  const known = types.some((type) => type.key === typeKey);
  return (
    <Page title={texts.title}>
      <EntryForm
        label={localTexts.description}
        submitLabel={localTexts.enregistrer}
        onSubmit={async (description, photos) => {
          const eventId = newClientUuid();
          const attachments = photos.map((dataUrl) => ({ dataUrl }));
          const link = round?.link ?? {};
          await record(agencyId, serviceId, 'event.create', { eventId, typeKey, description, attachments, ...link });
          notify.success(localTexts.mainCouranteEnregistree);
          const back = round ? `/ronde/${round.link.roundExecutionId}` : `/terrain/events/incident/${eventId}`;
          navigate(back, { replace: true });
        }}
      >
        {round?.label && <Alert severity="info">{round.label}</Alert>}
        <TextField
          select
          label={localTexts.type}
          value={known ? typeKey : ''}
          onChange={(e) => setTypeKey(e.target.value)}
        >
          {types.map((type) => (
            <MenuItem key={type.key} value={type.key}>
              {type.label}
            </MenuItem>
          ))}
        </TextField>
      </EntryForm>
    </Page>
  );
}

/** terrain/events/incident/{uuid}: an event of the agent, its messages (added, edited, deleted) and the form to add one. */
function Incident({ agencyId, serviceId, eventId }: { agencyId: string; serviceId: string; eventId: string }) {
  const types = useEventTypes(agencyId);
  const navigate = useNavigate();
  const { user } = useSession();
  const me = { id: user.id, name: `${user.firstname} ${user.lastname}`.trim() };
  const { event, loading, gone } = useFieldEvent(agencyId, eventId, types, '', me);
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);
  useEffect(() => {
    // Spec 000 section 8: the event is gone, the screen says so and goes back.
    if (!gone) return;
    notify.error(texts.notFound);
    navigate(-1);
  }, [gone, navigate]);
  if (loading || !event) return <Page title={texts.title}>{localTexts.chargement}</Page>;
  const remove = async (message: EventMessageDisplay) => {
    if (
      !(await confirm({
        title: texts.confirmDelete,
        message: message.content ?? '',
        confirmLabel: localTexts.supprimer,
      }))
    )
      return;
    await record(agencyId, serviceId, 'event.message.delete', { eventId, messageId: message.id });
  };
  const saveEdit = async () => {
    if (!editing?.text.trim()) return;
    await record(agencyId, serviceId, 'event.message.edit', { eventId, messageId: editing.id, content: editing.text });
    setEditing(null);
  };
  return (
    <Page title={texts.title}>
      <Stack spacing={3}>
        <EventView
          agencyId={agencyId}
          event={event}
          onEdit={(message) => setEditing({ id: message.id, text: message.content ?? '' })}
          onDelete={(message) => void remove(message)}
        />
        {editing && (
          <Stack spacing={1}>
            <TextField
              label={localTexts.modifierLeMessage}
              multiline
              minRows={2}
              value={editing.text}
              onChange={(e) => setEditing({ ...editing, text: e.target.value })}
            />
            <Stack direction="row" spacing={1}>
              <Button variant="contained" disabled={!editing.text.trim()} onClick={() => void saveEdit()}>
                {localTexts.enregistrerLaModification}
              </Button>
              <Button onClick={() => setEditing(null)}>{localTexts.annuler}</Button>
            </Stack>
          </Stack>
        )}
        {!event.deletedAt && (
          <EntryForm
            label={localTexts.nouveauMessage}
            submitLabel={localTexts.ajouterLeMessage}
            onSubmit={(content, photos) =>
              record(agencyId, serviceId, 'event.message', {
                eventId,
                messageId: newClientUuid(),
                content,
                attachments: photos.map((dataUrl) => ({ dataUrl })),
              })
            }
          />
        )}
        <Button component={RouterLink} to={`/terrain/serviceActif/${serviceId}`}>
          {localTexts.retourAuService}
        </Button>
      </Stack>
    </Page>
  );
}

/** An event read by the office or the customer at its address. */
function StaffIncident({ agencyId, eventId }: { agencyId: string; eventId: string }) {
  const query = useEvent(agencyId, eventId);
  return (
    <Page title={texts.title}>
      {query.isError && <Alert severity="error">{texts.notFound}</Alert>}
      {query.data && <EventView agencyId={agencyId} event={query.data} />}
    </Page>
  );
}

/**
 * The incident form of the main courante on the agent's phone (spec 000 section 2, incident/:uuid?): it writes
 * through the field queue, so it works offline; the running service (started, not on a break) carries it.
 */
export function IncidentPage() {
  const { uuid } = useParams();
  const { agencyId, company } = useSession();
  const agentId = company?.role === 'agent' ? company.agentId : null;
  const [serviceId, setServiceId] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!agencyId || !agentId) return setServiceId(null);
    let live = true;
    void (async () => {
      // A known event belongs to the service that opened it; a new one to the service under way.
      const created = uuid
        ? await fieldDatabase()
            .messages.filter((m) => m.body.type === 'event.create' && m.body.event?.eventId === uuid)
            .first()
        : undefined;
      const id = created?.serviceId ?? (await activeServiceId(agencyId, agentId));
      if (live) setServiceId(id);
    })();
    return () => {
      live = false;
    };
  }, [agencyId, agentId, uuid]);
  // The office opens an event by its uuid to read it (the phone's form is the agents').
  if (!agentId && agencyId && uuid) return <StaffIncident agencyId={agencyId} eventId={uuid} />;
  if (serviceId === undefined) return <Page title={texts.title}>{localTexts.chargement}</Page>;
  if (!serviceId || !agencyId) {
    return (
      <Page title={texts.title}>
        <Alert severity="info">{localTexts.prenezUnServicePour}</Alert>
        <Button component={RouterLink} to="/terrain" sx={{ mt: 2 }}>
          {startTexts.priseDeService}
        </Button>
      </Page>
    );
  }
  return uuid ? (
    <Incident agencyId={agencyId} serviceId={serviceId} eventId={uuid} />
  ) : (
    <NewIncident agencyId={agencyId} serviceId={serviceId} />
  );
}
