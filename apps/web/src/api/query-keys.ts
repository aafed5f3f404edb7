/** Query keys shared by the hooks and the code that invalidates them. */
export const queryKeys = {
  currentUser: ['user'] as const,
  notifications: ['user', 'notifications'] as const,
  dashboard: (agencyId: string) => ['agency', agencyId, 'dashboard'] as const,
  maintenanceMessage: ['maintenance-message'] as const,
};
