import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Unit } from '@shared/units';

/**
 * The line units the form suggests (shared/units.ts), as the interface's language names them. A
 * suggestion is stored as typed, so each language's word must be one that shared/units.ts
 * recognises (knownUnit): the document then prints it in its own language and the e-invoice names
 * its code.
 */
export const UNIT_LABELS: Record<Unit['id'], MessageDescriptor> = {
  hour: msg({ message: 'hours', context: 'line unit', comment: 'A word shared/units.ts recognises' }),
  day: msg({ message: 'days', context: 'line unit', comment: 'A word shared/units.ts recognises' }),
  piece: msg({ message: 'pieces', context: 'line unit', comment: 'A word shared/units.ts recognises' }),
  flat: msg({ message: 'flat rate', context: 'line unit', comment: 'A word shared/units.ts recognises' }),
  month: msg({ message: 'months', context: 'line unit', comment: 'A word shared/units.ts recognises' }),
};
