import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isProse, literalsIn, placeholdersOf } from '../scripts/check-messages';

const component = (body: string) => `import { Trans, useLingui } from '@lingui/react/macro';
export function Screen({ count }: { count: number }) {
  const { t } = useLingui();
  return (${body});
}`;

const literals = (body: string) => literalsIn('screen.tsx', component(body)).map((l) => l.text);

describe("the lint check of the interface's messages", () => {
  it('finds English written straight into JSX: text, a text attribute, a string in an expression', () => {
    expect(literals('<p>Invoice saved</p>')).toEqual(['Invoice saved']);
    expect(literals('<input placeholder="e.g. Anna Weber" />')).toEqual(['e.g. Anna Weber']);
    expect(literals('<button aria-label="Close">x</button>')).toEqual(['Close']);
    expect(literals("<p>{count > 1 ? 'Several invoices' : 'One invoice'}</p>")).toEqual([
      'Several invoices',
      'One invoice',
    ]);
  });

  it('lets messages, code values and names through', () => {
    expect(literals('<p><Trans>Invoice saved</Trans></p>')).toEqual([]);
    expect(literals('<input placeholder={t`e.g. Anna Weber`} />')).toEqual([]);
    expect(
      literals(
        '<div className="flex items-center" aria-hidden="true" aria-live="polite" data-testid="stat-card" role="status">Duely · PDF · XRechnung · {"{period}"}</div>',
      ),
    ).toEqual([]);
  });

  it('fails `npm run lint` on a component with a literal, and passes it once translated', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'messages-'));
    const file = path.join(dir, 'screen.tsx');
    const run = () =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-messages.ts', file], {
        cwd: path.resolve(import.meta.dirname, '..'),
        encoding: 'utf8',
      });
    fs.writeFileSync(file, component('<h1>Danger Zone</h1>'));
    const failed = run();
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('screen.tsx:4: English in JSX, not through a message: "Danger Zone"');
    fs.writeFileSync(file, component('<h1><Trans>Danger Zone</Trans></h1>'));
    expect(run().status).toBe(0);
    fs.rmSync(dir, { recursive: true });
  });

  it("compares a translation's placeholders with the English message's", () => {
    expect(placeholdersOf('{amount} total pending')).toEqual(['{amount}']);
    expect(placeholdersOf('{count, plural, one {# draft} other {# drafts}}')).toEqual(['{count}']);
    // A plural's branches are words, not arguments; `#` is the count itself.
    expect(placeholdersOf('{count, plural, one {Woche} other {# Wochen}}')).toEqual(['{count}']);
    expect(placeholdersOf('le {day, selectordinal, one {#er} other {#}} {month}')).toEqual([
      '{day}',
      '{month}',
    ]);
    expect(placeholdersOf('Read the <0>guide</0> first')).toEqual(['<0>', '</0>'].sort());
    expect(placeholdersOf('{betrag} insgesamt offen')).not.toEqual(placeholdersOf('{amount} total pending'));
  });

  it('tells words from codes', () => {
    expect(isProse('Overdue')).toBe(true);
    expect(isProse('of')).toBe(true);
    expect(isProse('USD')).toBe(false);
    expect(isProse('INV-1001 · €1.00')).toBe(false);
  });
});
