import { describe, expect, it } from 'vitest';
import { el, escapeXml, leaf, serialize } from './xml';

describe('xml writer', () => {
  it('escapes text and attributes', () => {
    expect(escapeXml('a & b < c > "d"')).toBe('a &amp; b &lt; c &gt; &quot;d&quot;');
    expect(serialize(el('r', [leaf('x', '<&>', { a: 'x"y' })]))).toContain(
      '<x a="x&quot;y">&lt;&amp;&gt;</x>',
    );
  });

  it('drops characters XML 1.0 cannot carry and keeps every script', () => {
    expect(escapeXml('a\u0000b\u0007c\td\ne')).toBe('abc\td\ne');
    expect(escapeXml('Ελληνικά 日本語 العربية 😀')).toBe('Ελληνικά 日本語 العربية 😀');
    expect(escapeXml('lone \uD800 surrogate')).toBe('lone  surrogate');
  });

  it('writes no empty element unless asked to', () => {
    const xml = serialize(
      el('r', [el('empty', [leaf('x', '  '), leaf('y', null)]), el('kept', [], {}, true), leaf('z', 0)]),
    );
    expect(xml).not.toContain('empty');
    expect(xml).toContain('<kept/>');
    expect(xml).toContain('<z>0</z>');
  });

  it('leaves out an element whose text is only what XML cannot carry (issue 2/7 item 5)', () => {
    expect(leaf('Name', '\u0001')).toBeNull();
    expect(leaf('Name', ' \u0001\u0002 ')).toBeNull();
    expect(leaf('Name', 'A\u0001B')).toMatchObject({ text: 'AB' });
  });
});
