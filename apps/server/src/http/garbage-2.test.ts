import { fuzzRoutes } from './garbage-kit.ts';

fuzzRoutes(1, 2);
