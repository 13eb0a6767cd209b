/**
 * The emails the server "sent": without SMTP_URL it writes each message as an .eml file in
 * DATA_DIR/outbox (server/mail/transport.ts); the runner names that folder (playwright.config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';

export interface SentEmail {
  file: string;
  subject: string;
  to: string[];
  text: string;
  html: string;
  /** The attachments' file names (the PDF, an XML e-invoice, the inline logo). */
  attachments: string[];
}

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dataDir, 'outbox');
}

/** Every message written so far to `address`, oldest first. */
export async function emailsTo(address: string): Promise<SentEmail[]> {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const emails: SentEmail[] = [];
  for (const file of files) {
    const parsed = await PostalMime.parse(fs.readFileSync(path.join(dir, file)));
    const to = (parsed.to ?? []).map((a) => a.address ?? '');
    if (!to.includes(address)) continue;
    emails.push({
      file,
      subject: parsed.subject ?? '',
      to,
      text: parsed.text ?? '',
      html: parsed.html ?? '',
      attachments: parsed.attachments.map((a) => a.filename ?? ''),
    });
  }
  return emails;
}
