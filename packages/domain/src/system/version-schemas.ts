import { z } from 'zod';

/** GET /api/version (public): the server's version and the oldest web version it still serves (app-version.ts). */
export const zVersionResponse = z.object({ version: z.string(), minClientVersion: z.string() });
export type VersionResponse = z.infer<typeof zVersionResponse>;
