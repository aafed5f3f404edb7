export * from './agents.ts';
export * from './auth.ts';
export * from './files.ts';
export * from './platform.ts';
export * from './services.ts';
export * from './sites.ts';
export * from './tenancy.ts';
export * from './workforce.ts';
