/** Audit actions on agent records: the domain names them, so that the audit log page has their labels. */
export { AgentAuditAction } from '@securite/domain/admin/schemas';
