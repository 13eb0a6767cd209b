// Entry of a PDF render thread. Threads start without the parent's flags, so TypeScript support
// (tsx) is registered here before the render module loads: the same under npm start, npm run
// worker, vitest and the benchmarks.
import { register } from 'tsx/esm/api';

register();
await import('./render-thread.ts');
