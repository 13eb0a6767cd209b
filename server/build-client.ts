import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientDist } from './app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** `npm start` builds the web client when dist/ is missing or older than its sources. */
export async function buildClientIfNeeded(log: (msg: string) => void): Promise<void> {
  const built = path.join(clientDist, 'index.html');
  const sources = ['client', 'shared', 'vite.config.ts', 'package.json'].map((p) => path.join(root, p));
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  if (builtAt > Math.max(...sources.map(newestMtime))) return;
  log('Building the web client (first start or sources changed)…');
  const { build } = await import('vite');
  await build({ logLevel: 'warn', configFile: path.join(root, 'vite.config.ts') });
}
