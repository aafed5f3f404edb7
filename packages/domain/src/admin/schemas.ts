import { z } from 'zod';
import { zPage, zPageQuery } from '../pagination/schemas.ts';
import { zText } from '../validation/zod.ts';

export const zImpersonateRequest = z.object({ userId: z.uuid() });
/** « Revenir à mon compte »: the impersonation session's refresh token, sent with the impersonator's own token. */
export const zEndImpersonationRequest = z.object({ refresh_token: zText().min(1).max(512) });

export const zEnterAgencyResponse = z.object({ agencyId: z.string(), name: z.string() });

export const zAuditLogQuery = zPageQuery.extend({
  agencyId: z.uuid().optional(),
  action: zText().max(100).optional(),
});
export type AuditLogQuery = z.infer<typeof zAuditLogQuery>;

export const zAuditLogEntry = z.object({
  id: z.string(),
  agencyId: z.string().nullable(),
  agencyName: z.string().nullable(),
  actor: z.object({ id: z.string(), fullname: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof zAuditLogEntry>;
export const zAuditLogPage = zPage(zAuditLogEntry);
export type AuditLogPage = z.infer<typeof zAuditLogPage>;

/** POST agency/{id}/fake-data/add: how many demo records to create; the body may be left out. */
export const zFakeDataAddRequest = z
  .object({
    customers: z.number().int().min(0).max(50).default(3),
    agents: z.number().int().min(0).max(50).default(3),
  })
  // Fastify hands a missing body over as null.
  .nullish()
  .transform((v) => v ?? { customers: 3, agents: 3 });
export const zFakeDataAddResponse = z.object({
  customers: z.array(z.object({ id: z.string(), name: z.string() })),
  agents: z.array(z.object({ id: z.string(), fullname: z.string() })),
});
export type FakeDataAddResponse = z.infer<typeof zFakeDataAddResponse>;

/** Audit actions written by platform staff. */
export const AuditAction = {
  ImpersonateUser: 'user.impersonate',
  EndImpersonation: 'user.impersonate.end',
  EnterAgency: 'agency.enter',
  LeaveAgency: 'agency.leave',
  AddFakeData: 'agency.fake-data.add',
  AgencySubscription: 'agency.subscription',
  SetMaintenance: 'maintenance.set',
  EndMaintenance: 'maintenance.end',
  CreateAgency: 'agency.create',
  UpdateAgency: 'agency.update',
  ImportAgency: 'agency.import',
  GrantSupport: 'user.support.grant',
  RevokeSupport: 'user.support.revoke',
  DisableUser: 'user.disable',
  EnableUser: 'user.enable',
  SaveSponsor: 'sponsor.save',
  DeleteSponsor: 'sponsor.delete',
} as const;

/** Audit actions on agent records (the audit log keeps who did what, in the change's transaction). */
export const AgentAuditAction = {
  Create: 'agent.create',
  Update: 'agent.update',
  Activate: 'agent.activate',
  Deactivate: 'agent.deactivate',
  Disconnect: 'agent.disconnect',
  Archive: 'agent.archive',
  Delete: 'agent.delete',
  SaveItems: 'agent.items.save',
  SetPhoto: 'agent.photo.set',
  RemovePhoto: 'agent.photo.remove',
  AttachDocuments: 'agent.documents.attach',
  DeleteDocument: 'agent.documents.delete',
} as const;

/** Every action the audit log holds. */
export type AuditActionKey =
  | (typeof AuditAction)[keyof typeof AuditAction]
  | (typeof AgentAuditAction)[keyof typeof AgentAuditAction];

/** The audit actions in French, for the audit log page: one for each action written (the type says so). */
export const auditActionLabels: Record<AuditActionKey, string> = {
  'user.impersonate': 'Connexion en tant qu’un utilisateur',
  'user.impersonate.end': 'Retour à son compte après une connexion en tant qu’un utilisateur',
  'agency.enter': 'Entrée dans l’agence',
  'agency.leave': 'Sortie de l’agence',
  'agency.fake-data.add': 'Ajout de données de démonstration',
  'agency.subscription': 'Verrouillage ou abonnement de l’agence',
  'maintenance.set': 'Message de maintenance enregistré',
  'maintenance.end': 'Message de maintenance retiré',
  'agency.create': 'Création de l’agence',
  'agency.update': 'Modification de l’agence',
  'agency.import': 'Import de l’agence depuis un tableur',
  'user.support.grant': 'Ajout au support',
  'user.support.revoke': 'Retrait du support',
  'user.disable': 'Désactivation du compte',
  'user.enable': 'Réactivation du compte',
  'sponsor.save': 'Configuration du parrainage enregistrée',
  'sponsor.delete': 'Configuration du parrainage supprimée',
  'agent.create': 'Création d’un collaborateur',
  'agent.update': 'Modification d’un collaborateur',
  'agent.activate': 'Activation du compte d’un collaborateur',
  'agent.deactivate': 'Désactivation du compte d’un collaborateur',
  'agent.disconnect': 'Déconnexion d’un collaborateur',
  'agent.archive': 'Archivage d’un collaborateur',
  'agent.delete': 'Suppression d’un collaborateur',
  'agent.items.save': 'Matériel d’un collaborateur enregistré',
  'agent.photo.set': 'Photo d’un collaborateur enregistrée',
  'agent.photo.remove': 'Photo d’un collaborateur retirée',
  'agent.documents.attach': 'Documents ajoutés à la fiche d’un collaborateur',
  'agent.documents.delete': 'Document retiré de la fiche d’un collaborateur',
};

/** The French label of an action; an action unknown to this version (a newer server's) reads « Autre action ». */
export function auditActionLabel(action: string): string {
  return (auditActionLabels as Record<string, string>)[action] ?? 'Autre action';
}
