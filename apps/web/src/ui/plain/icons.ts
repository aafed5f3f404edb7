import type { IconPaths } from './plain-icon.tsx';

// The icons of the screens drawn without MUI (@mui/icons-material's paths).

export const menuIcon: IconPaths = ['M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z'];
export const shieldIcon: IconPaths = ['M12 1 3 5v6c0 5.55 3.84 10.74 9 12 5.16-1.26 9-6.45 9-12V5z'];
export const notificationsIcon: IconPaths = [
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z',
];
export const errorOutlineIcon: IconPaths = [
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
];
