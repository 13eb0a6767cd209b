/**
 * `npm run dev`: the API with reload on change (tsx watch) and the Vite dev server with hot reload,
 * which proxies /api to it. Open http://localhost:5173.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const env = {
  ...process.env,
  PORT: apiPort,
  SKIP_CLIENT_BUILD: '1',
  APP_URL: process.env.APP_URL ?? 'http://localhost:5173',
};

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--config', 'vite.config.ts'], { stdio: 'inherit', env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
