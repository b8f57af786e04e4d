/**
 * `npm start`: the club server and Vite's dev server together, so two tabs can play each other at once.
 * Vite proxies /api and /club to the club (vite.config.ts). Ctrl-C stops both; if either stops, so
 * does the other. CLUB_PORT chooses the club's port (2567).
 */
import { spawn, type ChildProcess } from 'node:child_process';

const clubPort = process.env.CLUB_PORT ?? process.env.PORT ?? '2567';
const env = { ...process.env, CLUB_PORT: clubPort };
// npm puts node_modules/.bin first on PATH, so these are the project's own tsx and vite.
const children: ChildProcess[] = [
  spawn('tsx', ['src/server/main.ts'], { stdio: 'inherit', env: { ...env, PORT: clubPort } }),
  spawn('vite', ['--open', ...process.argv.slice(2)], { stdio: 'inherit', env }),
];

let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  let left = children.filter((child) => child.exitCode === null).length;
  if (left === 0) process.exit(code);
  for (const child of children) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
  }
  // A child that ignores SIGTERM does not keep the terminal.
  setTimeout(() => process.exit(code), 5_000).unref();
}

for (const child of children) {
  child.on('exit', (code) => stopAll(code ?? 0));
  child.on('error', (error) => {
    console.error(error.message);
    stopAll(1);
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
