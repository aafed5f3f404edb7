/** A reference of the catalogue is active (it can be handed out) or inactive (kept for the history). */
export const StockStatus = { Active: 'active', Inactive: 'inactive' } as const;
export type StockStatus = (typeof StockStatus)[keyof typeof StockStatus];
export const stockStatuses = Object.values(StockStatus) as [StockStatus, ...StockStatus[]];
export const stockStatusLabels: Record<StockStatus, string> = { active: 'Active', inactive: 'Inactive' };

/** The movements of the stock (stocksActions). */
export const StockActionKind = {
  In: 'in',
  Out: 'out',
  Assignment: 'assignment',
  Return: 'return',
} as const;
export type StockActionKind = (typeof StockActionKind)[keyof typeof StockActionKind];
export const stockActionKinds = Object.values(StockActionKind) as [StockActionKind, ...StockActionKind[]];
export const stockActionLabels: Record<StockActionKind, string> = {
  in: 'Entrée en stock',
  out: 'Sortie de stock',
  assignment: 'Attribution',
  return: 'Restitution',
};
/** The movements a user records by hand; assignments and returns come with their own forms. */
export const manualStockActions = ['in', 'out'] as const;

/** An assignment is with its holder until it comes back. */
export const AssignmentStatus = { Assigned: 'assigned', Returned: 'returned' } as const;
export type AssignmentStatus = (typeof AssignmentStatus)[keyof typeof AssignmentStatus];
export const assignmentStatuses = Object.values(AssignmentStatus) as [AssignmentStatus, ...AssignmentStatus[]];
export const assignmentStatusLabels: Record<AssignmentStatus, string> = {
  assigned: 'Attribué',
  returned: 'Restitué',
};

/** Where an assignment stands against its restitution period. */
export type RestitutionState = 'none' | 'upcoming' | 'due' | 'overdue' | 'returned';
export const restitutionStateLabels: Record<RestitutionState, string> = {
  none: 'Sans date de restitution',
  upcoming: 'À restituer plus tard',
  due: 'À restituer bientôt',
  overdue: 'Restitution en retard',
  returned: 'Restitué',
};

/** Spec 001 section 9: the QR export prints 4 codes per reference by default. */
export const QR_DEFAULT_PER_REFERENCE = 4;
export const QR_DEFAULT_PER_ROW = 4;
/** Side of one code and the margin around it, in millimetres. */
export const QR_DEFAULT_SIZE_MM = 35;
export const QR_DEFAULT_MARGIN_MM = 5;
/** Days before the end of the restitution period from which an assignment is « à restituer bientôt ». */
export const RESTITUTION_SOON_DAYS = 30;
