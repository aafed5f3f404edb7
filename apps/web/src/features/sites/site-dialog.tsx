import type { Site } from '@securite/domain/sites/site-schemas';
import { defineDialog } from '../../ui/dialogs/dialog-store.ts';

export interface SiteDialogProps {
  agencyId: string;
  /** Absent: a new site. */
  siteId?: string | null;
  /** The agents can be picked only with a right to read them. */
  canReadAgents: boolean;
  /** Archive or delete (right sites.edit). */
  canDelete: boolean;
  /** Specialties already used on the agency's sites, offered while typing. */
  specialtyOptions?: readonly string[];
}

export type SiteDialogResult = { kind: 'saved'; site: Site } | { kind: 'deleted' };

/** The site dialog (create or edit); its code loads on first use, under the dialog framework's 5000 ms rule. */
export const siteDialog = defineDialog<SiteDialogProps, SiteDialogResult>('site', () =>
  import('./site-form-dialog.tsx').then((m) => m.SiteFormDialog),
);
