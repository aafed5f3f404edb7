import { describe, expect, it } from 'vitest';
import { zFieldMessage } from '../field/field-schemas.ts';
import { attachmentFormat } from './attachment-format.ts';

const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2w==';
const PDF = `data:application/pdf;base64,JVBERi0xLjQgcmFwcG9ydA==`;
const base = {
  uuid: '0b0f2a52-0000-4000-8000-000000000001',
  serviceId: '0b0f2a52-0000-4000-8000-000000000002',
  deviceAt: '2027-01-01T10:00:00Z',
};
const eventId = '0b0f2a52-0000-4000-8000-000000000003';
const messageId = '0b0f2a52-0000-4000-8000-000000000004';
const errorsOf = (value: unknown) => {
  const result = zFieldMessage.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the main courante in a queued field message', () => {
  it('accepts an event opened with a type and a description or a photo, and messages added, edited, deleted', () => {
    expect(
      errorsOf({ ...base, type: 'event.create', event: { eventId, typeKey: 'incident', description: 'Vitre brisée' } }),
    ).toEqual([]);
    expect(
      errorsOf({
        ...base,
        type: 'event.create',
        event: { eventId, typeKey: 'care-rescue', attachments: [{ dataUrl: JPEG }] },
      }),
    ).toEqual([]);
    expect(
      errorsOf({
        ...base,
        type: 'event.message',
        event: { eventId, messageId, attachments: [{ name: 'rapport.pdf', dataUrl: PDF }] },
      }),
    ).toEqual([]);
    expect(
      errorsOf({ ...base, type: 'event.message.edit', event: { eventId, messageId, content: 'Corrigé' } }),
    ).toEqual([]);
    expect(errorsOf({ ...base, type: 'event.message.delete', event: { eventId, messageId } })).toEqual([]);
  });

  it('refuses a missing type, an empty message, an event part on another message and a fake photo', () => {
    expect(errorsOf({ ...base, type: 'event.create', event: { eventId, description: 'x' } })).toContain(
      'Choisissez le type de la main courante',
    );
    expect(errorsOf({ ...base, type: 'event.create', event: { eventId, typeKey: 'incident' } })).toContain(
      'Décrivez ce qui se passe',
    );
    expect(errorsOf({ ...base, type: 'event.message', event: { eventId, messageId, content: '  ' } })).toContain(
      'Écrivez un message ou joignez une photo',
    );
    expect(errorsOf({ ...base, type: 'event.message.edit', event: { eventId, messageId, content: '' } })).toContain(
      'Le message ne peut pas être vide',
    );
    expect(errorsOf({ ...base, type: 'break.start', event: { eventId } })).toContain(
      'Les informations de la main courante sont attendues avec ses messages, et seulement avec eux',
    );
    expect(errorsOf({ ...base, type: 'event.message.delete' })).toHaveLength(1);
    const fake = `data:image/jpeg;base64,JVBERi0xLjQgcGFzIHVuZSBwaG90bw==`;
    expect(
      errorsOf({ ...base, type: 'event.message', event: { eventId, messageId, attachments: [{ dataUrl: fake }] } }),
    ).toContain('Pièce jointe invalide (image JPEG, PNG, WebP ou PDF attendue)');
  });

  it('links a new event to the round being walked and its checkpoint, and only a new event', () => {
    const roundExecutionId = '0b0f2a52-0000-4000-8000-000000000005';
    const checkpointId = '0b0f2a52-0000-4000-8000-000000000006';
    const create = { eventId, typeKey: 'incident', description: 'Porte ouverte' };
    expect(errorsOf({ ...base, type: 'event.create', event: { ...create, roundExecutionId, checkpointId } })).toEqual(
      [],
    );
    expect(errorsOf({ ...base, type: 'event.create', event: { ...create, checkpointId } })).toContain(
      'Le point de contrôle va avec la ronde en cours',
    );
    expect(
      errorsOf({ ...base, type: 'event.message', event: { eventId, messageId, content: 'x', roundExecutionId } }),
    ).toContain('Les informations de la main courante sont attendues avec ses messages, et seulement avec eux');
  });

  it('reads the real format of an attachment from its first bytes', () => {
    expect(attachmentFormat(JPEG)).toBe('jpeg');
    expect(attachmentFormat(PDF)).toBe('pdf');
    expect(attachmentFormat(`data:application/pdf;base64,R0lGODlh`)).toBeNull();
    expect(attachmentFormat('data:text/html;base64,PGgxPg==')).toBeNull();
  });
});
