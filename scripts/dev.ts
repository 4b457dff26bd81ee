// `npm run dev`: the API server (restarting on change) and Vite's dev server with HMR,
// which proxies /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch', 'sync-server/src/main.ts'], { stdio: 'inherit' }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', '5173'], {
    stdio: 'inherit',
  }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
