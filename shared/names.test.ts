import { describe, expect, it } from 'vitest';
import { displayName, fullName } from './names';

describe('fullName', () => {
  it('writes the contact as the server does: first and last name, or none', () => {
    expect(fullName({ firstName: ' Ada ', lastName: 'Meyer' })).toBe('Ada Meyer');
    expect(fullName({ firstName: '', lastName: null })).toBeNull();
    expect(fullName(null)).toBeNull();
  });

  it('leaves displayName falling back to the email, then "User"', () => {
    expect(displayName({ firstName: 'Ada', lastName: null, email: 'ada@example.com' })).toBe('Ada');
    expect(displayName({ firstName: ' ', email: 'ada@example.com' })).toBe('ada@example.com');
    expect(displayName(null)).toBe('User');
  });
});
