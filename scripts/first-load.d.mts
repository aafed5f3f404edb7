export const FIELD_START_LAZY: string[];
export const IDLE_PRELOADS: string[];
export function shellKeys(manifest: Record<string, { imports?: string[] }>): Set<string>;
export function firstLoadFiles(dist: string): string[];
export function idlePreloadFiles(dist: string): string[];
export function firstLoadStyles(dist: string): string[];
