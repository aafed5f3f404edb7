// What other modules, the app and the tests may use of modules/audit; the rest of the folder is its own.
export { findAuditEntries } from './find-audit-entries.ts';
export { writeAuditEntry } from './write-audit-entry.ts';
