import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultFieldSettings,
  mergeFieldSettings,
  PTI_MIN_FREQUENCY,
  readFieldSettings,
  zFieldSettingsUpdate,
  zLoneWorkerSettings,
} from './field-settings.ts';

const lone = { ptiEnabled: true, ptiDisabledBetweenServices: false, ptiPauseOnBreak: true, ptiAlarmMailDelay: 5 };

describe('lone-worker settings', () => {
  it('refuses a frequency under 5 minutes with the spec message', () => {
    const result = zLoneWorkerSettings.safeParse({ ...lone, ptiFrequency: 4 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('La fréquence minimale est de 5 minutes');
    expect(zLoneWorkerSettings.safeParse({ ...lone, ptiFrequency: 5 }).success).toBe(true);
  });

  it('accepts exactly the whole minutes from 5 to a day', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 2000 }), (minutes) => {
        const ok = zLoneWorkerSettings.safeParse({ ...lone, ptiFrequency: minutes }).success;
        return ok === (minutes >= PTI_MIN_FREQUENCY && minutes <= 1440);
      }),
    );
    expect(zLoneWorkerSettings.safeParse({ ...lone, ptiFrequency: 7.5 }).success).toBe(false);
  });
});

describe('field settings storage', () => {
  it('reads defaults from nothing or garbage', () => {
    for (const stored of [undefined, null, 3, 'x', {}, { loneWorker: 'x', agencyServiceEventTypes: 'y' }]) {
      expect(readFieldSettings(stored)).toEqual(defaultFieldSettings);
    }
    expect(defaultFieldSettings.loneWorker.ptiFrequency).toBe(15);
  });

  it('keeps stored values and fills what is missing', () => {
    const read = readFieldSettings({ loneWorker: { ptiEnabled: true }, agencyServiceEventTypes: [] });
    expect(read).toEqual({
      agencyServiceEventTypes: [],
      loneWorker: { ...defaultFieldSettings.loneWorker, ptiEnabled: true },
      activityTypes: defaultFieldSettings.activityTypes,
      endPhotoRequired: false,
      startWindowMinutes: defaultFieldSettings.startWindowMinutes,
      lateEndMinutes: defaultFieldSettings.lateEndMinutes,
      lateStartMinutes: 10,
      roundStartMinutes: null,
    });
  });

  it('merges an update part by part; reading a merged value gives it back', () => {
    fc.assert(
      fc.property(
        fc.record({ ptiEnabled: fc.boolean(), ptiFrequency: fc.integer({ min: 5, max: 1440 }) }, { requiredKeys: [] }),
        (loneWorker) => {
          const update = zFieldSettingsUpdate.parse({ loneWorker });
          const merged = mergeFieldSettings(defaultFieldSettings, update);
          const same = JSON.stringify(readFieldSettings(JSON.parse(JSON.stringify(merged)))) === JSON.stringify(merged);
          return same && merged.agencyServiceEventTypes === defaultFieldSettings.agencyServiceEventTypes;
        },
      ),
    );
  });
});
