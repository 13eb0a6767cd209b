/**
 * A real SMTP server on 127.0.0.1 for the reminder tests and benchmarks: it accepts mail without
 * TLS or auth, keeps every message, and can be told to refuse mail (an outage) or to be slow.
 */
import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  port: number;
  /** For createTransport({ smtpUrl }). */
  url: string;
  /** Raw messages in arrival order. */
  raw: string[];
  /** Each message's envelope recipients (RCPT TO), in the same order. */
  rcptTo: string[][];
  /** When each message arrived (Date.now()), in the same order. */
  receivedAt: number[];
  /** Refuse every message with a temporary error while true. */
  failing: boolean;
  /** Wait this long before accepting each message (a slow server widens the handshake window). */
  delayMs: number;
  messages(): Promise<Email[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(opts: { delayMs?: number } = {}): Promise<SmtpSink> {
  const sink: SmtpSink = {
    port: 0,
    url: '',
    raw: [],
    rcptTo: [],
    receivedAt: [],
    failing: false,
    delayMs: opts.delayMs ?? 0,
    messages: () => Promise.all(sink.raw.map((r) => PostalMime.parse(r))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // No reverse DNS lookup of 127.0.0.1 for each connection: it costs ~100 ms where DNS is slow.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        setTimeout(() => {
          if (sink.failing) {
            const err = new Error('Mail service temporarily unavailable') as Error & { responseCode: number };
            err.responseCode = 451;
            return callback(err);
          }
          sink.raw.push(Buffer.concat(chunks).toString('utf8'));
          sink.rcptTo.push(session.envelope.rcptTo.map((r) => r.address));
          sink.receivedAt.push(Date.now());
          callback();
        }, sink.delayMs);
      });
    },
  });
  // smtp-server emits a connection's socket errors on the server: a sender that dies mid-conversation
  // (a worker process killed with SIGKILL in the exactly-once tests) resets its connection, which is
  // what those tests cause on purpose. Unheard, that 'error' would end the test run as uncaught.
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') console.error('SMTP sink:', err);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  sink.port = (server.server.address() as AddressInfo).port;
  sink.url = `smtp://127.0.0.1:${sink.port}?ignoreTLS=true`;
  return sink;
}
