/** Dashboard tiles show 5 rows (spec 001 section 9). */
export const DASHBOARD_ROWS = 5;
