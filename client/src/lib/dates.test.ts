import { formatLongDate, formatShortDate } from '@shared/dates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocale } from './dates';

afterEach(() => vi.unstubAllGlobals());

describe('dates in the interface', () => {
  it('write the preview’s long date as the reader’s locale does', () => {
    expect(formatLongDate('2026-11-23', 'en-US')).toBe('November 23, 2026');
    expect(formatLongDate('2026-11-23', 'de-DE')).toBe('23. November 2026');
    expect(formatShortDate('2026-11-23', undefined, 'en-US')).toBe('Nov 23, 2026');
    expect(formatShortDate('2026-11-23', undefined, 'de-DE')).toBe('23.11.2026');
  });

  it('follow the runtime’s own locale when none is given', () => {
    const runtime = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });
    expect(formatLongDate('2026-11-23')).toBe(runtime.format(new Date('2026-11-23T00:00:00Z')));
  });

  it('reads the browser’s language for a new account', () => {
    vi.stubGlobal('navigator', { language: 'en-GB' });
    expect(browserLocale()).toBe('en-GB');
    vi.stubGlobal('navigator', { language: '' });
    expect(browserLocale()).toBe('en-US');
  });
});
