import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, readableMessage } from './validation-messages';

/** The messages a person would read for the first issue of parsing `input` with `schema`. */
function messageFor(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation error');
  const { code, message, path, ...params } = result.error.issues[0];
  return readableMessage({ keyword: code, message, params }, path.join('.'));
}

describe('readable validation messages', () => {
  it.each([
    [z.object({ issueDate: z.string() }), {}, 'Issue date is required'],
    [z.object({ name: z.string() }), { name: 5 }, 'Name must be text'],
    [z.object({ quantity: z.number().int() }), { quantity: 1.5 }, 'Quantity must be a whole number'],
    [
      z.object({ sendReminders: z.boolean() }),
      { sendReminders: 'yes' },
      'Send reminders must be true or false',
    ],
    [z.object({ lineItems: z.array(z.string()) }), { lineItems: 'x' }, 'Line items must be a list'],
    [
      z.object({ timeZone: z.string().max(64) }),
      { timeZone: 'x'.repeat(65) },
      'Time zone must be at most 64 characters',
    ],
    [z.object({ timeZone: z.string().min(1) }), { timeZone: '' }, 'Time zone is required'],
    [
      z.object({ templateId: z.number().positive() }),
      { templateId: 0 },
      'Template id must be greater than 0',
    ],
    [z.object({ kind: z.enum(['a', 'b']) }), { kind: 'c' }, 'Kind must be one of: a, b'],
    [z.object({ total: z.union([z.string(), z.number()]) }), { total: null }, 'Total is not valid'],
    [z.object({ name: z.string().min(1, 'Name is required') }), { name: '' }, 'Name is required'],
  ])('%#: %o → %s', (schema, input, expected) => {
    expect(messageFor(schema, input)).toBe(expected);
  });

  it('names a field by its last key, skipping list positions', () => {
    expect(fieldLabel('lineItems.0.rate')).toBe('Rate');
    expect(fieldLabel('reminderFlowTemplateId')).toBe('Reminder flow template id');
    expect(fieldLabel('')).toBe('Value');
  });
});
