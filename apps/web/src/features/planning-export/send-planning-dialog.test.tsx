import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { agentListItem, agentUser, ids } from '../../test/workforce-fixtures.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { AGENCY, renderAs } from './planning-export-test-kit.tsx';
import { SendPlanningDialog } from './send-planning-dialog.tsx';

const paul = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e74';
const agents = [
  agentListItem(ids.julie, 'Julie', 'Moreau', { email: 'julie@demo.test' }),
  agentListItem(ids.karim, 'Karim', 'Benali', { email: 'karim@demo.test' }),
  agentListItem(paul, 'Paul', 'Sansmail'),
];
const shown = { period: 'week', from: '2026-11-30', to: '2026-12-06' } as const;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.restoreAllMocks());

function serve(send: (body: unknown) => Response) {
  const bodies: unknown[] = [];
  const fetchMock = mockApi({
    [`POST ${AGENCY}/fetch/agents`]: () => json({ data: agents, total: 3, specialties: [], filtered: false }),
    [`POST ${AGENCY}/planning/send`]: ({ body }) => {
      bodies.push(body);
      return send(body);
    },
    [`POST ${AGENCY}/agent/${ids.ownAgent}/planning/send`]: ({ body }) => {
      bodies.push(body);
      return send(body);
    },
  });
  return { bodies, fetchMock };
}

describe('SendPlanningDialog', { timeout: 30_000 }, () => {
  it('sends the shown agents with an address their planning of the chosen period', async () => {
    const success = vi.spyOn(notify, 'success');
    const onClose = vi.fn();
    const { bodies } = serve(() => json({ message: 'Email(s) bien envoyé(s)', count: 2 }));
    renderAs(
      fixtures.planning,
      <SendPlanningDialog open onClose={onClose} {...shown} agentIds={[ids.julie, ids.karim, paul]} />,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Envoyer le planning par e-mail' }));
    expect(await dialog.findByRole('button', { name: 'Julie Moreau' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Karim Benali' })).toBeInTheDocument();
    expect(
      dialog.getByText('1 collaborateur(s) affiché(s) sans adresse e-mail ne sont pas dans la liste.'),
    ).toBeVisible();
    expect(dialog.getByRole('radio', { name: 'La semaine du 30/11/2026' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: 'Le mois de décembre 2026' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Envoyer' }));

    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Email(s) bien envoyé(s)'));
    expect(onClose).toHaveBeenCalled();
    expect(bodies).toEqual([
      {
        uuid: expect.stringMatching(uuidPattern),
        period: 'month',
        from: '2026-12-03',
        agentIds: [ids.julie, ids.karim],
      },
    ]);
  });

  it('keeps the dialog open with the server’s refusal, and retries with the same uuid', async () => {
    let refuse = true;
    const { bodies } = serve(() =>
      refuse
        ? json(
            {
              code: 'VALIDATION',
              message: 'Julie Moreau n’a pas d’adresse e-mail : le planning ne peut pas lui être envoyé.',
            },
            400,
          )
        : json({ message: 'Email(s) bien envoyé(s)', count: 1 }),
    );
    const onClose = vi.fn();
    renderAs(fixtures.planning, <SendPlanningDialog open onClose={onClose} {...shown} agentIds={[ids.julie]} />);
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByRole('button', { name: 'Julie Moreau' });
    await userEvent.click(dialog.getByRole('button', { name: 'Envoyer' }));
    expect(await dialog.findByText(/Julie Moreau n’a pas d’adresse e-mail/)).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    refuse = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Envoyer' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, second] = bodies as { uuid: string }[];
    expect(second.uuid).toBe(first.uuid);
  });

  it('asks for at least one agent before sending', async () => {
    const { fetchMock } = serve(() => json({ message: 'Email(s) bien envoyé(s)', count: 0 }));
    renderAs(fixtures.planning, <SendPlanningDialog open onClose={vi.fn()} {...shown} />);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Choisissez au moins un collaborateur')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Collaborateurs' }));
    const list = within(await screen.findByRole('listbox'));
    expect(list.getByRole('option', { name: 'Paul Sansmail (sans adresse e-mail)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(list.getByRole('option', { name: 'Karim Benali' }));
    expect(dialog.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    expect(dialog.getByText('1 choisi(s)')).toBeVisible();
    expect(callsTo(fetchMock, `POST ${AGENCY}/planning/send`)).toBe(0);
  });

  it('lets an agent receive their own planning, without listing agents', async () => {
    const success = vi.spyOn(notify, 'success');
    const { bodies, fetchMock } = serve(() => json({ message: 'Email(s) bien envoyé(s)', count: 1 }));
    renderAs(agentUser, <SendPlanningDialog open onClose={vi.fn()} {...shown} selfAgentId={ids.ownAgent} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Recevoir mon planning par e-mail' }));
    expect(dialog.getByText('Votre planning vous sera envoyé en PDF à agent@demo.test.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Envoyer' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Email(s) bien envoyé(s)'));
    expect(bodies).toEqual([{ uuid: expect.stringMatching(uuidPattern), period: 'week', from: '2026-12-03' }]);
    expect(callsTo(fetchMock, `POST ${AGENCY}/fetch/agents`)).toBe(0);
  });
});
