import { checkEveryRoute } from './route-matrix-kit.ts';

checkEveryRoute(1, 2);
