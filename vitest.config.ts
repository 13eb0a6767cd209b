import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './scripts/vite-lingui';
import { messagesPlugin } from './scripts/vite-messages';

const alias = {
  '@': path.resolve(import.meta.dirname, 'client/src'),
  '@shared': path.resolve(import.meta.dirname, 'shared'),
};

const SERVER_TEST_DIRS = ['server', 'shared', 'bench', 'test'];

/**
 * Server test files that replace a module (`vi.mock`). The other server files share one module
 * registry per worker (isolate: false below), where a module is imported once and a mock could not
 * take its place; these run in a registry of their own, found by what they contain.
 */
function filesMockingModules(): string[] {
  return SERVER_TEST_DIRS.flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => path.join(dir, name).split(path.sep).join('/'))
      .filter((file) => fs.readFileSync(file, 'utf8').includes('vi.mock(')),
  );
}

const serverProject = {
  resolve: { alias },
  test: {
    include: SERVER_TEST_DIRS.map((dir) => `${dir}/**/*.test.ts`),
    environment: 'node' as const,
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/clock-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks' as const,
  },
};
const mocking = filesMockingModules();

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where the
    // server tests wait on the database as much as they compute. Two keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        ...serverProject,
        test: {
          ...serverProject.test,
          name: 'server',
          exclude: mocking,
          // A worker runs its files one after another in one process, importing the app once rather
          // than once per file (about 1.7 s each). Each file still gets its own database (test/app.ts)
          // and its own clock and census (test/clock-setup.ts).
          isolate: false,
        },
      },
      { ...serverProject, test: { ...serverProject.test, name: 'server-mocking', include: mocking } },
      {
        resolve: { alias },
        plugins: [linguiMacros(), lingui(), messagesPlugin()],
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/client-setup.ts'],
        },
      },
    ],
  },
});
