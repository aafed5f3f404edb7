import { checkEveryRoute } from './route-matrix-kit.ts';

// Half of the routes (the other half: route-matrix-2), so that the two test workers share them.
await checkEveryRoute(0, 2);
