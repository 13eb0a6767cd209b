import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { composeRaw, htmlLayout, safeHref } from './compose';

const NASTY = '<script>alert(1)</script> & "Co"';
const ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;';

describe('htmlLayout', () => {
  const html = htmlLayout('<p>Hello</p>', {
    heading: NASTY,
    facts: { Invoice: NASTY, 'Balance due': '€70.00' },
    buttons: [
      { label: 'Pay now', url: 'https://pay.example.com/x?a=1&b="2"' },
      { label: NASTY, url: 'http://localhost:3000/i/abc' },
    ],
    footer: [`${NASTY}\nline two`, 'Tax ID: DE1'],
  });

  it('escapes every text it is given, hrefs included', () => {
    expect(html).not.toContain('<script>');
    expect(html.split(ESCAPED)).toHaveLength(5); // heading, fact, button label, footer
    expect(html).toContain('href="https://pay.example.com/x?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain(`${ESCAPED}<br>line two<br>Tax ID: DE1`);
  });

  it('fits mail clients: tables, inline styles, 600px, nothing fetched from elsewhere', () => {
    expect(html).toContain('max-width:600px');
    expect(html).toContain('<table role="presentation"');
    expect(html).not.toMatch(/<style|<link|<img|<script|src=|url\(/i);
    // Bulletproof buttons: the link sits in a coloured table cell.
    expect(html).toMatch(/<td align="center" bgcolor="#1d4ed8"[^>]*><a href="https:\/\/pay\.example\.com/);
  });

  it('leaves out a button whose address is not http(s)', () => {
    const unsafe = htmlLayout('', {
      buttons: [
        { label: 'Script', url: 'javascript:alert(1)' },
        { label: 'Data', url: 'data:text/html,<b>x</b>' },
        { label: 'Broken', url: 'not a url' },
        { label: 'View', url: 'https://duely.example/i/abc' },
      ],
    });
    expect(unsafe).not.toMatch(/Script|Data|Broken|javascript:|data:/);
    // The first button shown is the filled one.
    expect(unsafe).toContain('bgcolor="#1d4ed8"');
    expect(unsafe).toContain('>View</a>');
  });
});

describe('safeHref', () => {
  it.each([
    ['https://a.example/p?q=1&r=2', 'https://a.example/p?q=1&amp;r=2'],
    ['http://localhost:3000/i/x', 'http://localhost:3000/i/x'],
    ['javascript:alert(1)', null],
    ['mailto:a@b.example', null],
    ['/relative', null],
  ])('%s → %s', (url, href) => {
    expect(safeHref(url)).toBe(href);
  });
});

describe('composeRaw', () => {
  it('encodes a display name with quotes, commas and non-ASCII letters (never pasted into the header)', async () => {
    const name = `${NASTY}, Müller\r\nBcc: evil@example.com`;
    const raw = await composeRaw({
      from: { name, address: 'no-reply@duely.local' },
      to: 'client@example.com',
      subject: 'Hi',
      text: 'Hi',
      html: '<p>Hi</p>',
    });
    expect(raw).not.toMatch(/^Bcc:/m);
    const mail = await PostalMime.parse(raw);
    expect(mail.from?.address).toBe('no-reply@duely.local');
    expect(mail.from?.name).toContain(`${NASTY}, Müller`);
    expect(mail.bcc ?? []).toEqual([]);
  });
});
