import { describe, expect, it } from 'vitest';
import type { Hooks } from './lib/deps';
import { featureHooks } from './wiring';

// Hooks (lib/deps.ts) sit under the name of the feature that answers them, so a call such as
// `deps.hooks.reminders.invoiceReopened` names who answers. This keeps that name true: each entry is the
// `hooks` export of that feature's own hooks.ts, and every hook it declares is a function.
describe('featureHooks', () => {
  it.each(Object.keys(featureHooks) as (keyof Hooks)[])(
    'wires %s to server/features/%s/hooks.ts',
    async (name) => {
      const own = (await import(`./features/${name}/hooks.ts`)) as { hooks: Hooks[typeof name] };
      expect(featureHooks[name]).toBe(own.hooks);
      const declared = Object.entries(own.hooks);
      expect(declared.length).toBeGreaterThan(0);
      for (const [hook, answer] of declared) expect(typeof answer, hook).toBe('function');
    },
  );
});
