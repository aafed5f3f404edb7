// What other features and the app may use of features/customer-portal; the rest of the folder is its own.

// The operations dashboard's tiles load, wait and time out the same way (spec 001 section 9).
export {
  TILE_LOAD_DELAY_MS,
  TILE_ROWS,
  TILE_TIMEOUT_MESSAGE,
  TILE_TIMEOUT_MS,
  withTileTimeout,
} from './api/tile-request.ts';
export { type CustomerDashboardLinks, CustomerDashboardPage } from './customer-dashboard-page.tsx';
export { CustomerServicesPage } from './customer-services-page.tsx';
