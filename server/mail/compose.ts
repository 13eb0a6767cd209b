import MailComposer from 'nodemailer/lib/mail-composer';

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Builds the complete RFC 5322 message once; the outbox stores and delivers exactly these bytes. */
export async function composeRaw(mail: OutgoingMail): Promise<string> {
  const composer = new MailComposer({
    from: mail.from,
    to: mail.to,
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
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** A simple, email-client-safe layout around already-escaped HTML content. */
export function htmlLayout(bodyHtml: string): string {
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;line-height:1.5">
${bodyHtml}
</div></body></html>`;
}
