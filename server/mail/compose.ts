import MailComposer from 'nodemailer/lib/mail-composer';

export interface OutgoingMail {
  /** "Name <address>", or an address object whose name nodemailer quotes and encodes as needed. */
  from: string | { name: string; address: string };
  to: string;
  /** One address copied on this message (the sender's choice for one invoice email). */
  cc?: string | null;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  /** With a `cid`, an inline image the HTML shows as `<img src="cid:…">`. */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
}

/** Builds the complete RFC 5322 message once; the outbox stores and delivers exactly these bytes. */
export async function composeRaw(mail: OutgoingMail): Promise<string> {
  const composer = new MailComposer({
    from: mail.from,
    to: mail.to,
    cc: mail.cc || undefined,
    replyTo: mail.replyTo || undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
  });
  const buffer: Buffer = await new Promise((resolve, reject) =>
    composer.compile().build((err: Error | null, message: Buffer) => (err ? reject(err) : resolve(message))),
  );
  return buffer.toString('utf8');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every piece of user text that goes into an HTML part passes through here. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** Plain text → escaped HTML paragraphs, keeping the author's line breaks. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px">${lines(p)}</p>`)
    .join('\n');
}

/** Escaped text whose line breaks stay line breaks. */
function lines(text: string): string {
  return escapeHtml(text).replace(/\n/g, '<br>');
}

/** An address fit for an href: http(s) only, so no javascript: or data: link ever reaches a client. */
export function safeHref(url: string): string | null {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol) ? escapeHtml(url) : null;
  } catch {
    return null;
  }
}

export interface EmailButton {
  label: string;
  url: string;
}

/** What an email may show around its message; every string is plain text, escaped here. */
export interface LayoutParts {
  /** At the very top, above the heading: an inline image attached under `cid`, shown at this size. */
  logo?: { cid: string; alt: string; width: number; height: number };
  /** At the top, e.g. the sender's company name. */
  heading?: string;
  /** A small table below the message: label → value, in the order given. */
  facts?: Record<string, string>;
  /** Buttons below that, the first one filled, the others outlined; one whose url is not http(s) is left out. */
  buttons?: EmailButton[];
  /** Small print at the foot, one entry per block (line breaks kept). */
  footer?: string[];
}

const FONT = 'font-family:Arial,Helvetica,sans-serif';
const ACCENT = '#1d4ed8';

/** One row of the layout's 600px column. */
const row = (style: string, content: string) => `<tr><td style="${FONT};${style}">${content}</td></tr>`;

function factsTable(facts: Record<string, string>): string {
  const cells = Object.entries(facts)
    .map(
      ([label, value]) =>
        `<tr><td style="${FONT};padding:6px 0;border-bottom:1px solid #e5e7eb;color:#6b7280;font-size:14px">${escapeHtml(label)}</td>` +
        `<td align="right" style="${FONT};padding:6px 0;border-bottom:1px solid #e5e7eb;color:#111827;font-size:14px;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${cells}</table>`;
}

/**
 * The "bulletproof button": a link styled as a button inside a coloured table cell, so clients that
 * ignore padding on links (Outlook) still show a clickable block.
 */
function button(label: string, href: string, filled: boolean): string {
  const [background, color] = filled ? [ACCENT, '#ffffff'] : ['#ffffff', ACCENT];
  return row(
    'padding:0 32px 12px',
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" bgcolor="${background}" style="border-radius:6px;border:1px solid ${ACCENT}">` +
      `<a href="${href}" target="_blank" style="display:inline-block;padding:12px 24px;${FONT};font-size:15px;font-weight:bold;color:${color};text-decoration:none;border-radius:6px">${escapeHtml(label)}</a>` +
      '</td></tr></table>',
  );
}

/**
 * An email-client-safe layout around already-escaped HTML content: tables for layout, inline styles
 * only, no images, fonts or style sheets to fetch (a logo travels inside the message, by cid), at most 600px wide (Outlook, which ignores
 * max-width, gets a fixed 600px table in a conditional comment).
 */
export function htmlLayout(bodyHtml: string, parts: LayoutParts = {}): string {
  const { logo, heading, facts = {}, buttons = [], footer = [] } = parts;
  const rows = [
    logo
      ? row(
          'padding:24px 32px 0',
          `<img src="cid:${escapeHtml(logo.cid)}" alt="${escapeHtml(logo.alt)}" width="${logo.width}" height="${logo.height}" style="display:block;border:0;outline:none;text-decoration:none">`,
        )
      : '',
    heading
      ? row('padding:24px 32px 0;font-size:20px;font-weight:bold;color:#111827', escapeHtml(heading))
      : '',
    row('padding:24px 32px 8px;font-size:15px;line-height:1.5;color:#1f2937', bodyHtml),
    Object.keys(facts).length > 0 ? row('padding:0 32px 24px', factsTable(facts)) : '',
    ...buttons
      .flatMap(({ label, url }) => {
        const href = safeHref(url);
        return href ? [{ label, href }] : [];
      })
      .map(({ label, href }, i) => button(label, href, i === 0)),
    footer.length > 0
      ? row(
          'padding:16px 32px 24px;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.5;color:#6b7280',
          footer.map(lines).join('<br>'),
        )
      : '',
  ];
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:0;background-color:#f5f6f8">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f5f6f8"><tr><td align="center" style="padding:24px 12px">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="max-width:600px;border-radius:8px">
${rows.filter(Boolean).join('\n')}
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr></table></body></html>`;
}
