#!/usr/bin/env node
// Runs the server (watch mode) and the Vite dev server together; Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@securite/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@securite/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
