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
