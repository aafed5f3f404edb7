import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import type { QueuedMessage } from './queue/field-db.ts';
import { ServiceEventsLinks } from './service-events-links.tsx';

const queued = (type: string, event?: Record<string, unknown>): QueuedMessage => ({
  uuid: crypto.randomUUID(),
  agencyId: 'agence-demo',
  serviceId: 's',
  body: { uuid: 'u', type, serviceId: 's', deviceAt: '2026-11-24T21:15:00Z', event } as QueuedMessage['body'],
  consumed: 0,
  skipped: 0,
  createdAt: '2026-11-24T21:15:00Z',
  lastError: null,
});

describe('ServiceEventsLinks', () => {
  it('links each event opened on the service to its page, and shows nothing when there is none', () => {
    const eventId = '22222222-2222-4222-8222-222222222222';
    const { unmount } = renderWithSession(
      <ServiceEventsLinks
        timeZone="Europe/Paris"
        messages={[
          queued('break.start'),
          queued('event.create', { eventId, typeKey: 'incident', description: 'Vitre brisée' }),
          queued('event.message', { eventId, messageId: eventId, content: 'x' }),
        ]}
      />,
      fixtures.agent,
    );
    const link = screen.getByRole('link', { name: /Vitre brisée/ });
    expect(link).toHaveAttribute('href', `/terrain/events/incident/${eventId}`);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    unmount();
    renderWithSession(
      <ServiceEventsLinks timeZone="Europe/Paris" messages={[queued('break.start')]} />,
      fixtures.agent,
    );
    expect(screen.queryByRole('region', { name: 'Mains courantes du service' })).toBeNull();
  });
});
