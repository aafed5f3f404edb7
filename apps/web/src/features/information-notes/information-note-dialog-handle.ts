import type { InformationNote } from '@securite/domain/information-notes/schemas';
import { defineDialog } from '../../ui/dialogs/dialog-store.ts';
import type { InformationNoteDialogProps } from './information-note-dialog.tsx';

export const informationNoteDialog = defineDialog<InformationNoteDialogProps, InformationNote>(
  'information-note',
  async () => (await import('./information-note-dialog.tsx')).InformationNoteDialog,
);
