import type { ChildProcess } from 'node:child_process';

export function serverEnv(dataDir: string, port: number, env?: Record<string, string>): NodeJS.ProcessEnv;
export function waitHealthy(port: number, child: ChildProcess): Promise<void>;
export function stopServer(child: ChildProcess): Promise<void>;
export function seededCopy(dataDir: string, port: number): Promise<void>;
