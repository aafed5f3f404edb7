import { checkEveryRoute } from './route-matrix-kit.ts';

await checkEveryRoute(1, 2);
