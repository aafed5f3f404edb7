export * from './agents.ts';
export * from './auth.ts';
export * from './platform.ts';
export * from './tenancy.ts';
