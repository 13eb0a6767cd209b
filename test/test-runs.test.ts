import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLOCKS, coverageProblems, parseClock, phaseTable, type ServerRun } from '../scripts/test-runs';
import { type FileCensus, isProjectFrame, readByProjectCode } from './census';

const run = (name: string, database: ServerRun['database'], clock: string, files: string[]): ServerRun => ({
  name,
  database,
  clock,
  files: files.map((file) => ({ file, status: 'passed' })),
});

const census = (file: string, database: boolean, clock: boolean): FileCensus => ({ file, database, clock });

describe("npm test's coverage check", () => {
  const files = ['a.test.ts', 'db.test.ts', 'dated.test.ts'];
  const seen = [
    census('a.test.ts', false, false),
    census('db.test.ts', true, false),
    census('dated.test.ts', true, true),
  ];
  const complete = [
    run('all', 'postgres', CLOCKS[0], files),
    run('pglite', 'pglite', CLOCKS[1], ['db.test.ts', 'dated.test.ts']),
    run('third', 'postgres', CLOCKS[2], ['dated.test.ts']),
  ];

  it('passes runs that cover every file where it belongs', () => {
    expect(coverageProblems(files, seen, complete, { clocks: CLOCKS, postgres: true })).toEqual([]);
  });

  it('accepts a file that skipped itself without PostgreSQL, and only then', () => {
    const skipped = (r: ServerRun) => ({
      ...r,
      files: r.files.map((f) => (f.file === 'a.test.ts' ? { ...f, status: 'skipped' } : f)),
    });
    const withoutA = seen.filter((c) => c.file !== 'a.test.ts');
    expect(
      coverageProblems(files, withoutA, complete.map(skipped), { clocks: CLOCKS, postgres: false }),
    ).toEqual([]);
    expect(
      coverageProblems(files, withoutA, complete.map(skipped), { clocks: CLOCKS, postgres: true }),
    ).toEqual(['a.test.ts skipped all its tests in every run']);
  });

  it('finds a file that ran nowhere, or left no census record', () => {
    const runs = complete.map((r) => ({ ...r, files: r.files.filter((f) => f.file !== 'a.test.ts') }));
    expect(coverageProblems(files, seen, runs, { clocks: CLOCKS, postgres: true })).toEqual([
      'a.test.ts ran in no server run',
    ]);
    expect(coverageProblems(files, seen.slice(1), complete, { clocks: CLOCKS, postgres: true })).toEqual([
      'a.test.ts left no census record (it did not finish)',
    ]);
  });

  it('finds a database file missing from the PGlite run, and one missing from PostgreSQL', () => {
    const noPGlite = [complete[0], run('pglite', 'pglite', CLOCKS[1], ['dated.test.ts']), complete[2]];
    expect(coverageProblems(files, seen, noPGlite, { clocks: CLOCKS, postgres: true })).toEqual([
      'db.test.ts uses a database but did not run on pglite',
    ]);
    const allOnPGlite = complete.map((r) => ({ ...r, database: 'pglite' as const }));
    expect(coverageProblems(files, seen, allOnPGlite, { clocks: CLOCKS, postgres: true })).toEqual([
      'db.test.ts uses a database but did not run on postgres',
      'dated.test.ts uses a database but did not run on postgres',
    ]);
    // Without a PostgreSQL server, PGlite is all a database file can run on.
    expect(coverageProblems(files, seen, allOnPGlite, { clocks: CLOCKS, postgres: false })).toEqual([]);
  });

  it('finds a file that reads the clock but missed one of the clocks', () => {
    expect(coverageProblems(files, seen, complete.slice(0, 2), { clocks: CLOCKS, postgres: true })).toEqual([
      `dated.test.ts reads the clock but did not run at ${CLOCKS[2]}`,
    ]);
  });

  it('reads a clock with or without its zone', () => {
    expect(parseClock('23:30')).toEqual({ clock: '23:30', zone: 'UTC' });
    expect(parseClock('00:30@America/Adak')).toEqual({ clock: '00:30', zone: 'America/Adak' });
  });

  it('prints each phase and the total', () => {
    const table = phaseTable([
      { phase: 'lint', seconds: 12.4 },
      { phase: 'server tests', seconds: 300.6 },
    ]);
    expect(table).toMatch(/lint\s+12 s/);
    expect(table).toMatch(/server tests\s+301 s/);
    expect(table).toMatch(/Total\s+313 s/);
  });
});

describe("the census's clock reads", () => {
  const root = '/work/repo';
  const frame = (file: string) => `    at read (${path.join(root, file)}:10:5)`;

  it("counts the project's own code and not a library's or the census's own frames", () => {
    expect(isProjectFrame(frame('server/lib/send-moment.ts'), root)).toBe(true);
    expect(isProjectFrame(frame('server/features/reminders/engine.test.ts'), root)).toBe(true);
    expect(isProjectFrame(frame('node_modules/fastify/lib/reply.js'), root)).toBe(false);
    expect(isProjectFrame(frame('test/clock-setup.ts'), root)).toBe(false);
    expect(isProjectFrame(frame('test/moved-date.ts'), root)).toBe(false);
    expect(isProjectFrame(frame('test/census.ts'), root)).toBe(false);
    expect(
      isProjectFrame(
        '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
        root,
      ),
    ).toBe(false);
  });

  it('counts a read asked by project code, directly or through a date library, and no other', () => {
    const read = frame('test/moved-date.ts');
    expect(readByProjectCode([read, frame('server/lib/send-moment.ts')], root)).toBe(true);
    expect(
      readByProjectCode(
        [read, frame('node_modules/@date-fns/tz/date/mini.js'), frame('shared/recurrence.ts')],
        root,
      ),
    ).toBe(true);
    expect(
      readByProjectCode(
        [read, frame('node_modules/fast-check/lib/check.js'), frame('shared/money.test.ts')],
        root,
      ),
    ).toBe(false);
    expect(readByProjectCode([read, frame('node_modules/@date-fns/tz/date/mini.js')], root)).toBe(false);
  });
});
