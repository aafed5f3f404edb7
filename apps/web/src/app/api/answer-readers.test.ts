import { zMaintenanceMessage } from '@securite/domain/maintenance/schemas';
import { zNotificationPage } from '@securite/domain/notifications/schemas';
import { describe, it } from 'vitest';
import { z } from 'zod';
import { expectSameVerdicts } from '../../test/same-verdicts.ts';
import { liveNotificationAnswer } from '../live-notifications.ts';
import { maintenanceMessageAnswer } from './get-maintenance-message.ts';
import { notificationPageAnswer } from './get-notifications.ts';

describe('the shell answers read without zod', () => {
  it('reads the maintenance message as zMaintenanceMessage does', () => {
    expectSameVerdicts(maintenanceMessageAnswer, zMaintenanceMessage, [
      { message: null, startAt: null, endAt: null, active: false },
      { message: 'Mise à jour ce soir', startAt: '2026-11-28T20:00:00Z', endAt: '2026-11-28T21:00:00Z', active: true },
    ]);
  });

  it('reads the notices as zNotificationPage does', () => {
    expectSameVerdicts(notificationPageAnswer, zNotificationPage, [
      { data: [], total: 0, unread: 0 },
      {
        data: [
          {
            id: 'n1',
            agencyId: 'a1',
            title: 'Documents',
            body: '1 document expiré',
            createdAt: '2026-11-28',
            read: false,
          },
          { id: 'n2', agencyId: null, title: 'Bienvenue', body: null, createdAt: '2026-11-27', read: true },
        ],
        total: 2,
        unread: 1,
      },
    ]);
  });

  it('reads a notice of the live stream as its schema would', () => {
    const zLiveNotification = z.object({ id: z.string(), title: z.string(), body: z.string().nullable().optional() });
    expectSameVerdicts(liveNotificationAnswer, zLiveNotification, [
      { id: 'n1', title: 'Documents à renouveler', body: '1 document expiré' },
      { id: 'n2', title: 'Bienvenue', body: null },
      { id: 'n3', title: 'Bienvenue' },
    ]);
  });
});
