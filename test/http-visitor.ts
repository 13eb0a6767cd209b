/**
 * A person using a running Duely over real HTTP (not app.inject): for tests against a server
 * process, where a dropped connection must show as such.
 */
import { sessionCookie } from './cookies';
import { TEST_PASSWORD, uniqueEmail } from './factories';

export interface Answer {
  /** What was asked: register, client, invoice, or the path. */
  what: string;
  /** The HTTP status, or 0 when the connection dropped without an answer. */
  status: number;
  body: string;
}

/** One request as a browser sends it; a dropped connection answers status 0. */
export async function call(base: string, method: string, url: string, cookie?: string, body?: unknown) {
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: await res.text(), setCookie: res.headers.getSetCookie() };
  } catch (err) {
    return { status: 0, body: String(err), setCookie: [] };
  }
}

/**
 * A visit: sign up (as `failover-…@example.com`), then a client and an invoice with two lines
 * dated `today`, again and again until `stop`; every answer is pushed to `answers`. A refused
 * step is tried again on the next round.
 */
export async function visit(base: string, today: string, stop: () => boolean, answers: Answer[]) {
  let cookie: string | undefined;
  while (!stop()) {
    if (!cookie) {
      const res = await call(base, 'POST', '/api/auth/register', undefined, {
        email: uniqueEmail('failover'),
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        firstName: 'Fail',
        lastName: 'Over',
        timeZone: 'UTC',
        locale: 'de-DE',
      });
      answers.push({ what: 'register', ...res });
      if (res.status === 201) cookie = sessionCookie(res.setCookie);
      continue;
    }
    const client = await call(base, 'POST', '/api/clients', cookie, {
      name: 'Acme',
      email: 'acme@example.com',
    });
    answers.push({ what: 'client', ...client });
    if (client.status !== 201) continue;
    const invoice = await call(base, 'POST', '/api/invoices', cookie, {
      clientId: JSON.parse(client.body).id,
      issueDate: today,
      dueDate: today,
      status: 'draft',
      lineItems: [
        { description: 'Design', quantity: 2, rate: '85.00' },
        { description: 'Hosting', quantity: 1, rate: '20.00' },
      ],
    });
    answers.push({ what: 'invoice', ...invoice });
  }
}
