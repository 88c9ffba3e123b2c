// `npm start`: builds the React app when client/dist is missing or older than its sources,
// then runs the server in this same process (so SIGTERM reaches it directly). package.json's start
// script sets MALLOC_ARENA_MAX=2 (record 167) and a fixed 256 KB MALLOC_MMAP_THRESHOLD_ (record 168)
// before Node starts: glibc reads them only then.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = path.join(root, 'client', 'dist', 'index.html');
const sources = ['client/src', 'client/index.html', 'client/public', 'common', 'vite.config.ts', 'package.json'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (changedAt > builtAt) {
  console.log(builtAt ? 'Client sources changed: rebuilding the web app...' : 'Building the web app (first start)...');
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}

const { register } = await import('tsx/esm/api');
register();
await import('../server/src/main.ts');
