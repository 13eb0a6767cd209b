import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { recipientsOf } from './limits';

export interface Transport {
  /** "SMTP host:port" or "outbox folder …": for the start-up banner. */
  label: string;
  /** `to`: every recipient of the message, comma-separated (the To and its Cc). */
  send(message: { id: number; kind: string; to: string; raw: string; envelopeFrom: string }): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise every message is written as an .eml file in DATA_DIR/outbox. */
export function createTransport(opts: { smtpUrl?: string; dataDir: string }): Transport {
  if (opts.smtpUrl) {
    const url = new URL(opts.smtpUrl);
    // Time-outs well inside the outbox's claim (CLAIM_MS), so a stalled server never outlives a claim.
    const smtp = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    return {
      label: `SMTP ${url.hostname}:${url.port || 25}`,
      async send(m) {
        await smtp.sendMail({ envelope: { from: m.envelopeFrom, to: recipientsOf(m.to) }, raw: m.raw });
      },
      close: () => smtp.close(),
    };
  }
  const dir = path.join(opts.dataDir, 'outbox');
  return {
    label: `outbox only (.eml files in ${dir})`,
    async send(m) {
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, `${String(m.id).padStart(6, '0')}-${m.kind}.eml`), m.raw);
    },
    close() {},
  };
}

/** The bare address out of "Name <address>" for the SMTP envelope. */
export function envelopeAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}
