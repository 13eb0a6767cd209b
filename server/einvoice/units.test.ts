import { describe, expect, it } from 'vitest';
import { unitCode } from './units';

describe('unitCode (UN/ECE Rec 20)', () => {
  it.each([
    ['hours', 'HUR'],
    ['Std.', 'HUR'],
    ['h', 'HUR'],
    ['days', 'DAY'],
    ['Tage', 'DAY'],
    ['pcs', 'H87'],
    ['Stück', 'H87'],
    ['items', 'H87'],
    ['month', 'MON'],
    ['Monate', 'MON'],
    ['words', 'D68'],
    ['flat', 'LS'],
    ['kg', 'KGM'],
  ])('%s → %s', (unit, code) => expect(unitCode(unit)).toBe(code));

  it('counts anything else as C62 (one)', () => {
    expect(unitCode(null)).toBe('C62');
    expect(unitCode('  ')).toBe('C62');
    expect(unitCode('licences')).toBe('C62');
  });
});
