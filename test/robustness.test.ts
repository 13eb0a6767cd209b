import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LINE_ITEMS } from '../shared/invoices';
import { createTestApp, sessionCookie, type TestApp } from './app';
import { createTestInvoice, createTestUser } from './factories';
import { expectRefused, expectSound } from './robustness/checks';
import { collect, type SendOptions, send as sendTo } from './robustness/http';
import {
  BAD_BODIES,
  BAD_IDS,
  BAD_QUERY_VALUES,
  BAD_VALUES,
  LITERAL_TEXTS,
  leafAt,
  leafPaths,
  pathName,
  RAW_BODIES,
  ROUTER_BAD_IDS,
  UNKNOWN_QUERIES,
  valuesFor,
  withField,
} from './robustness/inputs';
import { textFields } from './robustness/literals';
import { REGRESSIONS } from './robustness/regressions';
import {
  type Method,
  ownUrl,
  ROUTES,
  type RouteCase,
  splitKey,
  urlFor,
  withQuery,
} from './robustness/routes';
import { createTargets, type Target, tryBody as tryBodyIn } from './robustness/sweep';
import {
  createOwner,
  fingerprint,
  type Owner,
  snapshot,
  validSchedule,
  validTemplate,
} from './robustness/world';

/**
 * PRODUCT.md §2: bad input gets a clear JSON error with the right status, changes nothing, never
 * a 500 and never internals; another user's data answers 404. Every route of the OpenAPI document
 * is driven with wrong sessions, ids, bodies, content types and queries.
 */

let t: TestApp;
let documented: string[];

beforeAll(async () => {
  // The sweep calls each public route dozens of times from one address: the per-address budget of
  // the client's page (share.test.ts proves it) would answer 429 long before the sweep is done.
  t = await createTestApp({ env: { PUBLIC_RATE_LIMIT: '100000' } });
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(() => t.close());

/** Every documented route with its cases, in the document's order. */
const entries = () => documented.map((key) => [key, ROUTES[key]] as [string, RouteCase]);
const withId = () => entries().filter(([, route]) => route.id);
const send = (method: Method, url: string, o?: SendOptions) => sendTo(t.app, method, url, o);

describe('the route list', () => {
  it('covers every route of the OpenAPI document', () => {
    expect(documented.length).toBeGreaterThan(30);
    const missing = documented.filter((key) => !ROUTES[key]);
    expect(missing, 'routes without robustness cases').toEqual([]);
    const gone = Object.keys(ROUTES).filter((key) => !documented.includes(key));
    expect(gone, 'cases for routes that no longer exist').toEqual([]);
  });
});

describe('methods a route does not have', () => {
  it('answer 404 or 405 with a JSON message, signed in or out, and never run another handler', async () => {
    const owner = await createOwner(t.app);
    const before = await snapshot(owner);
    // Each path with the owner's own ids that its documented routes use, so a handler that ran would find them.
    const paths = new Map(documented.map((key) => [splitKey(key).path, ROUTES[key]]));
    for (const [path, route] of paths) {
      const url = ownUrl(path, route, owner);
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        if (documented.includes(`${method} ${path}`)) continue;
        for (const cookie of [undefined, owner.agent.cookie]) {
          const res = await send(method, url, { cookie, body: {} });
          // A path like /api/invoices/next-number also matches /api/invoices/{id} for other methods.
          expectRefused({ what: `${method} ${url}`, res }, cookie ? [400, 404, 405] : [401, 404, 405]);
        }
      }
    }
    expect(await snapshot(owner)).toEqual(before);
  });
});

describe('signed out', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await createOwner(t.app);
  });

  /** A session of a user who signed out, and one of a user whose account was deleted from another session. */
  async function endedSessions(): Promise<string[]> {
    const left = await createTestUser(t.app);
    expect((await left.agent.post('/api/auth/logout')).statusCode).toBe(200);
    const gone = await createTestUser(t.app);
    const login = await send('POST', '/api/auth/login', {
      body: { email: gone.email, password: gone.password },
    });
    expect(login.statusCode).toBe(200);
    expect((await gone.agent.delete('/api/auth/delete-account')).statusCode).toBe(200);
    return [left.agent.cookie, sessionCookie(login.headers['set-cookie'])];
  }

  it('every signed-in route answers 401, whatever the body, id or cookie, and changes nothing', async () => {
    const cookies = [
      undefined,
      'duely.sid=not-a-session',
      `duely.sid=${'a'.repeat(4000)}`,
      `${owner.agent.cookie.slice(0, -3)}xyz`,
      'duely.sid=%00%ff',
      ...(await endedSessions()),
    ];
    const before = await snapshot(owner);
    for (const [key, route] of entries()) {
      if (route.public) continue;
      const { method, path } = splitKey(key);
      const ids: [id: string | number, paymentId?: string | number][] = route.id
        ? [[route.id(owner), route.paymentId?.(owner)], ['abc'], ['-1']]
        : [['']];
      const bodies: SendOptions[] = route.body
        ? [
            { body: route.body(owner) },
            {},
            { body: 'garbage' },
            { body: { name: 1 } },
            { raw: 'name=x', contentType: 'text/plain' },
            { raw: JSON.stringify({ name: 'x'.repeat(1_100_000) }) },
          ]
        : [{}];
      for (const cookie of cookies) {
        for (const [id, paymentId] of ids) {
          for (const body of bodies) {
            const url = urlFor(path, id, paymentId);
            const res = await send(method, url, { cookie, ...body });
            const sent = JSON.stringify(body.body ?? body.raw)?.slice(0, 40);
            expectRefused(
              { what: `${method} ${url} cookie=${cookie?.slice(0, 20)} body=${sent}`, res },
              [401],
            );
          }
        }
      }
    }
    expect(await snapshot(owner)).toEqual(before);
  });
});

describe("another user's data", () => {
  let a: Owner;
  let b: Owner;
  beforeAll(async () => {
    a = await createOwner(t.app);
    b = await createOwner(t.app);
  });

  it("every route answers 404 for another user's resource, shows none of it and changes nothing", async () => {
    const before = await snapshot(a);
    for (const [key, route] of withId()) {
      const { method, path } = splitKey(key);
      const url = ownUrl(path, route, a);
      const res = await send(method, url, { cookie: b.agent.cookie, body: route.body?.(b) });
      expectRefused({ what: `${key} as another user`, res }, [404]);
      expect(res.body).not.toContain(a.marker);
    }
    expect(await snapshot(a)).toEqual(before);
  });

  it('a payment is deleted only through its own invoice, by its own user', async () => {
    const [beforeA, beforeB] = [await snapshot(a), await snapshot(b)];
    for (const [who, invoiceId, paymentId] of [
      [b, b.partlyPaid.id, a.payment.id], // another user's payment under one's own invoice
      [b, a.partlyPaid.id, b.payment.id], // one's own payment under another user's invoice
      [a, a.invoice.id, a.payment.id], // one's own payment under another of one's invoices
    ] as const) {
      const url = `/api/invoices/${invoiceId}/payments/${paymentId}`;
      const res = await send('DELETE', url, { cookie: who.agent.cookie });
      expectRefused({ what: `DELETE ${url} as ${who === a ? 'a' : 'b'}`, res }, [404]);
      expect(res.body).not.toContain((who === a ? b : a).marker);
    }
    expect(await snapshot(a)).toEqual(beforeA);
    expect(await snapshot(b)).toEqual(beforeB);
  });

  it("lists, reports and the dashboard show nothing of another user's", async () => {
    for (const url of [
      '/api/clients',
      '/api/invoices',
      '/api/reminders',
      '/api/reminder-flow-templates',
      '/api/settings',
      '/api/dashboard/stats',
      '/api/reports?reportType=client',
      '/api/reports?reportType=overview',
      '/api/reports/invoices',
      '/api/auth/user',
    ]) {
      const res = await b.agent.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(a.marker);
    }
  });

  it("an invoice cannot point at another user's client or template", async () => {
    const before = await snapshot(b);
    const base = ROUTES['POST /api/invoices'].body!(b);
    for (const body of [
      { ...base, clientId: a.client.id },
      { ...base, reminderFlowTemplateId: a.template.id },
    ]) {
      const res = await b.agent.post('/api/invoices', body);
      expectRefused({ what: `POST /api/invoices ${JSON.stringify(body).slice(0, 80)}`, res }, [404]);
      expect(res.body).not.toContain(a.marker);
    }
    expect(await snapshot(b)).toEqual(before);
  });

  it("ids, owners, numbers and totals in a body are ignored, and never reach another user's data", async () => {
    const before = await snapshot(a);
    const foreign = { userId: a.userId, id: a.client.id, createdAt: '2000-01-01T00:00:00Z' };
    const body = (key: string) => ROUTES[key].body!(b);

    const client = await b.agent.post('/api/clients', {
      ...body('POST /api/clients'),
      ...foreign,
      clientId: 'CL-9999',
    });
    expect(client.statusCode).toBe(201);
    expect(client.json().id).not.toBe(a.client.id);
    expect(client.json().clientId).not.toBe('CL-9999');
    expect(client.json().createdAt).not.toMatch(/^2000/);

    const line = { description: 'Work', quantity: 2, rate: '50.00', amount: '0.01' };
    const invoice = await b.agent.post('/api/invoices', {
      ...body('POST /api/invoices'),
      ...foreign,
      id: a.invoice.id,
      invoiceNumber: 'HACK-1',
      subtotal: '0.01',
      tax: '0.00',
      total: '0.01',
      paidAt: '2020-01-01T00:00:00Z',
      lineItems: [{ ...line, id: a.invoice.lineItems[0].id, invoiceId: a.invoice.id }],
    });
    expect(invoice.statusCode).toBe(201);
    expect(invoice.json()).toMatchObject({ subtotal: '100.00', paidAt: null });
    expect(invoice.json().invoiceNumber).not.toBe('HACK-1');
    expect(invoice.json().id).not.toBe(a.invoice.id);

    const paid = await b.agent.post('/api/invoices', { ...body('POST /api/invoices'), status: 'paid' });
    expectRefused({ what: 'POST /api/invoices status=paid', res: paid }, [400]);

    for (const [url, key, extra] of [
      [
        `/api/reminder-flow-templates/${b.template.id}`,
        'PUT /api/reminder-flow-templates/{id}',
        { id: a.template.id },
      ],
      ['/api/settings', 'PUT /api/settings', {}],
      [`/api/clients/${b.client.id}`, 'PUT /api/clients/{id}', {}],
      [
        `/api/invoices/${b.invoice.id}/reminder-schedule`,
        'PUT /api/invoices/{id}/reminder-schedule',
        { invoiceId: a.invoice.id },
      ],
    ] as const) {
      const res = await b.agent.put(url, { ...body(key), ...foreign, ...extra });
      expect(res.statusCode, `PUT ${url} ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.body).not.toContain(a.marker);
    }
    expect(await snapshot(a)).toEqual(before);
  });
});

describe('path parameters that are not ids', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await createOwner(t.app);
  });

  const sweep = async (ids: string[]) => {
    for (const [key, route] of withId()) {
      const { method, path } = splitKey(key);
      for (const id of ids) {
        // Bad in every place, and for a route with a second id, bad in each place beside a valid one.
        const urls = [urlFor(path, id)];
        if (route.paymentId) {
          urls.push(urlFor(path, route.id!(owner), id), urlFor(path, id, route.paymentId(owner)));
        }
        for (const url of urls) {
          const res = await send(method, url, { cookie: owner.agent.cookie, body: route.body?.(owner) });
          expectRefused({ what: `${method} ${url.slice(0, 80)}`, res }, [400, 404]);
        }
      }
    }
  };

  it('answer 400 or 404 with a clear message on every route, and change nothing', async () => {
    const before = await snapshot(owner);
    await sweep(BAD_IDS);
    expect(await snapshot(owner)).toEqual(before);
  });

  // Fastify would answer these in its own body ({error, code, message, statusCode}, 414 for the long
  // ones); buildApp passes `frameworkErrors` from server/plugins/errors.ts so they get ours.
  it('the router answers over-long ids and broken %-escapes in the API error shape', async () => {
    await sweep(ROUTER_BAD_IDS);
  });

  it('ids written another way never reach another resource than their number names', async () => {
    const id = owner.client.id;
    for (const alias of [
      `${id}.0`,
      `+${id}`,
      `0${id}`,
      `%20${id}`,
      `${id}%20`,
      `0x${id.toString(16)}`,
      `${id}e0`,
    ]) {
      const res = await owner.agent.get(`/api/clients/${alias}`);
      expectSound({ what: `GET /api/clients/${alias}`, res });
      if (res.statusCode === 200) expect(res.json().id).toBe(id);
      else expect([400, 404]).toContain(res.statusCode);
    }
  });
});

/**
 * The sweeps that drive every body route side by side, one user each: their work grows with the
 * routes (the invoice lifecycle added an edit, a void and payments), beyond the default 60 s on a
 * busy machine.
 */
const SIDE_BY_SIDE_TIMEOUT = 180_000;

describe('bodies of the wrong shape', () => {
  let targets: Target[];
  beforeAll(async () => {
    const routes = entries().filter(([, route]) => route.body && !route.destructive);
    targets = await createTargets(t.app, t.database.db, routes);
  });

  const tryBody = (target: Target, label: string, body: unknown) =>
    tryBodyIn(t.app, t.database.db, target, label, body);

  /** Runs `work` for every body route at once (each on its own user) and gathers the problems. */
  async function eachTarget(work: (target: Target, valid: Record<string, unknown>) => Promise<string[]>) {
    const found = await Promise.all(targets.map((target) => work(target, target.route.body!(target.owner))));
    return found.flat();
  }

  it('whole bodies that are not the expected object get a clean 400', async () => {
    const problems = await eachTarget(async (target) => {
      const out: string[] = [];
      for (const [label, body] of BAD_BODIES) out.push(...(await tryBody(target, `body=${label}`, body)));
      out.push(...(await tryBody(target, 'no body', undefined)));
      return out;
    });
    expect(problems).toEqual([]);
  });

  it('a body that is not an object is told so in plain words', async () => {
    for (const { key, route, owner } of targets) {
      const { method, path } = splitKey(key);
      const cookie = route.public ? undefined : owner.agent.cookie;
      for (const body of [null, [], 'text', 42]) {
        const res = await send(method, ownUrl(path, route, owner), { cookie, body });
        expect(res.statusCode, `${key} ${JSON.stringify(body)}`).toBe(400);
        expect(res.json().message).toBe('The request body must be a JSON object.');
      }
    }
  });

  it(
    'every field, missing or wrong in the ways that matter for it, gets 2xx or a clean 4xx',
    async () => {
      const problems = await eachTarget(async (target, valid) => {
        const out: string[] = [];
        for (const path of leafPaths(valid)) {
          const field = pathName(path);
          out.push(...(await tryBody(target, `${field} missing`, withField(valid, path, undefined, true))));
          for (const [label, value] of valuesFor(leafAt(valid, path))) {
            out.push(...(await tryBody(target, `${field}=${label}`, withField(valid, path, value))));
          }
        }
        const extras = { ...valid, unknownField: 'x', isAdmin: true, nested: { deep: [1, { a: null }] } };
        out.push(...(await tryBody(target, 'unknown fields', extras)));
        return out;
      });
      expect(problems).toEqual([]);
    },
    SIDE_BY_SIDE_TIMEOUT,
  );

  it('random values in random fields never get a 5xx or change data on a 4xx', async () => {
    const value = fc.oneof(
      fc.constantFrom(...BAD_VALUES.map(([, v]) => v)),
      fc.jsonValue(),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.double(),
      fc.integer(),
    );
    await eachTarget(async (target, valid) => {
      const property = fc.asyncProperty(fc.constantFrom(...leafPaths(valid)), value, async (path, v) => {
        const label = `${pathName(path)}=${JSON.stringify(v)?.slice(0, 60)}`;
        expect(await tryBody(target, label, withField(valid, path, v))).toEqual([]);
      });
      await fc.assert(property, { numRuns: 12 });
      return [];
    });
  });

  for (const bug of REGRESSIONS) {
    it(`${bug.route} ${bug.field}=${JSON.stringify(bug.value)} gets a clean 4xx (${bug.why})`, async () => {
      const target = targets.find((x) => x.key === bug.route)!;
      const body = withField(target.route.body!(target.owner), [bug.field], bug.value);
      expect(await tryBody(target, `${bug.field}=${JSON.stringify(bug.value)}`, body)).toEqual([]);
    });
  }

  it(
    'what the sweeps stored (edge dates, texts, amounts) reads back everywhere without a 5xx',
    async () => {
      const problems = await eachTarget(async ({ owner }) => {
        const out: string[] = [];
        const read = async (url: string) => {
          const res = await owner.agent.get(url);
          out.push(...collect(() => expectSound({ what: `GET ${url} after the sweeps`, res })));
        };
        for (const [key, route] of entries()) {
          const { method, path } = splitKey(key);
          if (method === 'GET') await read(ownUrl(path, route, owner));
        }
        // Every invoice the sweeps created differs from the valid one in one field: read each whole.
        const invoices = (await owner.agent.get('/api/invoices')).json() as { id: number }[];
        for (const { id } of invoices) {
          if (id === owner.invoice.id || id === owner.draft.id) continue;
          for (const url of [`/api/invoices/${id}`, `/api/invoices/${id}/pdf`]) await read(url);
        }
        return out;
      });
      expect(problems).toEqual([]);
    },
    SIDE_BY_SIDE_TIMEOUT,
  );
});

describe('bodies that are not JSON objects at all', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await createOwner(t.app);
  });

  it('get 400, 413 or 415 with a clear message on every body route, and change nothing', async () => {
    const problems: string[] = [];
    const before = await fingerprint(t.database.db, owner.userId);
    for (const [key, route] of entries()) {
      if (!route.body || route.destructive) continue;
      const { method, path } = splitKey(key);
      const url = ownUrl(path, route, owner);
      const cookie = route.public ? undefined : owner.agent.cookie;
      for (const [label, raw, contentType, statuses] of RAW_BODIES) {
        const res = await send(method, url, { cookie, raw, contentType });
        problems.push(...collect(() => expectRefused({ what: `${key} ${label}`, res }, statuses)));
      }
      const untyped = await t.app.inject({ method, url, payload: '{}', headers: cookie ? { cookie } : {} });
      problems.push(...collect(() => expectSound({ what: `${key} without content type`, res: untyped })));
    }
    expect(problems).toEqual([]);
    expect(await fingerprint(t.database.db, owner.userId)).toEqual(before);
  });
});

describe('query strings', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await createOwner(t.app);
  });

  const REPORT_QUERIES = [
    ['/api/reports', ['reportType', 'status', 'startDate', 'endDate']],
    ['/api/reports/invoices', ['status', 'startDate', 'endDate']],
  ] as const;

  it('declared query parameters with garbage answer 400 with a clear message', async () => {
    const problems: string[] = [];
    const check = async (url: string, statuses?: number[]) => {
      const res = await owner.agent.get(url);
      const what = `GET ${url.slice(0, 80)}`;
      problems.push(
        ...collect(() => (statuses ? expectRefused({ what, res }, statuses) : expectSound({ what, res }))),
      );
    };
    for (const [url, params] of REPORT_QUERIES) {
      for (const param of params) {
        for (const value of BAD_QUERY_VALUES) await check(`${url}?${param}=${value}`, [400]);
        for (const query of [
          `${param}=paid&${param}=pending`,
          `${param}[]=x`,
          `${param}[a]=b`,
          `${param}=`,
        ]) {
          await check(`${url}?${query}`);
        }
      }
      await check(`${url}?startDate=2026-05-01&endDate=2026-04-01`, [400]);
      // The widest range there is: every month from 1900 to 2999 stays a sound answer.
      for (const type of ['overview', 'revenue', 'client', 'aging']) {
        const wide = `${url}?reportType=${type}&startDate=1900-01-01&endDate=2999-12-31`;
        const res = await owner.agent.get(wide);
        problems.push(...collect(() => expect(res.statusCode, `GET ${wide}`).toBe(200)));
      }
    }
    // The e-invoice format (issue 4/6): garbage, repeated, nested or empty is a 400.
    for (const url of [
      `/api/invoices/${owner.invoice.id}/e-invoice`,
      `/api/credit-notes/${owner.creditNote.id}/e-invoice`,
    ]) {
      for (const value of [...BAD_QUERY_VALUES, 'PDF', 'pdf', ''])
        await check(`${url}?format=${value}`, [400]);
      for (const query of ['format=cii&format=ubl', 'format[]=cii', 'format[a]=cii', 'formats=cii']) {
        await check(`${url}?${query}`, [400]);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every GET route ignores unknown query parameters and never answers 5xx to them', async () => {
    const problems: string[] = [];
    for (const [key, route] of entries()) {
      const { method, path } = splitKey(key);
      if (method !== 'GET') continue;
      const url = ownUrl(path, route, owner);
      const plain = await owner.agent.get(url);
      const known = new Set(route.query ?? []);
      for (const query of UNKNOWN_QUERIES) {
        const res = await owner.agent.get(withQuery(url, query));
        const what = `GET ${withQuery(url, query.slice(0, 40))}`;
        // A parameter the route reads may be refused (400), never with a 5xx.
        const readsOne = [...new URLSearchParams(query).keys()].some((name) => known.has(name));
        problems.push(
          ...collect(() => {
            expectSound({ what, res });
            if (readsOne) expect([plain.statusCode, 400], what).toContain(res.statusCode);
            else expect(res.statusCode, what).toBe(plain.statusCode);
          }),
        );
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('text that is valid but unusual', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await createOwner(t.app);
  });

  it('is stored and answered exactly as written, and the PDF still renders', async () => {
    for (const fields of textFields(owner)) {
      for (const text of LITERAL_TEXTS) {
        const res = await fields.write(text);
        expect(res.statusCode, `${fields.name}: ${text} → ${res.body.slice(0, 200)}`).toBeLessThan(300);
        for (const value of await fields.read(res.json()))
          expect(value, `${fields.name}: ${text}`).toBe(text);
      }
    }
  });
});

describe('the largest invoice the API accepts', () => {
  it('is stored and renders its PDF', async () => {
    const owner = await createOwner(t.app);
    const lineItems = Array.from({ length: MAX_LINE_ITEMS }, (_, i) => ({
      description: `${i + 1}. ${'Описание — 説明 — description '.repeat(4)}`,
      quantity: 1,
      rate: '0.01',
    }));
    const body = { ...ROUTES['POST /api/invoices'].body!(owner), lineItems, notes: 'n'.repeat(5000) };
    expect(JSON.stringify(body).length).toBeLessThan(1_048_576);
    const res = await owner.agent.post('/api/invoices', body);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(201);
    expect(res.json().lineItems).toHaveLength(MAX_LINE_ITEMS);
    const pdf = await owner.agent.get(`/api/invoices/${res.json().id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const tooMany = await owner.agent.post('/api/invoices', {
      ...body,
      lineItems: [...lineItems, lineItems[0]],
    });
    expectRefused({ what: 'one line item too many', res: tooMany }, [400]);
  });
});

describe('the same request many times at once', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await createOwner(t.app);
  });

  async function many(label: string, n: number, call: (i: number) => Promise<LightMyRequestResponse>) {
    const answers = await Promise.all(Array.from({ length: n }, (_, i) => call(i)));
    for (const res of answers) expectSound({ what: label, res });
    return answers;
  }
  const statuses = (answers: LightMyRequestResponse[]) => answers.map((r) => r.statusCode).sort();

  it('creates, deletes and updates race without a 5xx and leave one consistent result', async () => {
    const { agent } = owner;
    const invoices = await many('invoice creates', 8, () =>
      agent.post('/api/invoices', ROUTES['POST /api/invoices'].body!(owner)),
    );
    expect(statuses(invoices)).toEqual(Array(8).fill(201));
    expect(new Set(invoices.map((r) => r.json().invoiceNumber)).size).toBe(8);

    const clients = await many('client creates', 6, () =>
      agent.post('/api/clients', ROUTES['POST /api/clients'].body!(owner)),
    );
    expect(new Set(clients.map((r) => r.json().clientId)).size).toBe(6);

    await many('default templates', 6, (i) =>
      agent.post('/api/reminder-flow-templates', { ...validTemplate(`Race ${i}`), isDefault: true }),
    );
    const templates = (await agent.get('/api/reminder-flow-templates')).json() as { isDefault: boolean }[];
    expect(templates.filter((x) => x.isDefault)).toHaveLength(1);

    const schedules = await many('schedule creates', 5, () =>
      agent.post(`/api/invoices/${owner.draft.id}/reminder-schedule`, validSchedule()),
    );
    expect(statuses(schedules)).toEqual([201, 409, 409, 409, 409]);

    const deletes = await many('deletes', 4, () => agent.delete(`/api/clients/${clients[0].json().id}`));
    expect(statuses(deletes)).toEqual([200, 404, 404, 404]);

    const paid = await many('mark paid', 4, () =>
      agent.patch(`/api/invoices/${owner.invoice.id}`, { status: 'paid' }),
    );
    expect(statuses(paid)).toEqual([200, 200, 200, 200]);
  });

  it('payments, payment deletes and voids race without a 5xx, and payments never exceed the balance', async () => {
    const { agent } = owner;
    const invoiceUrl = `/api/invoices/${owner.partlyPaid.id}`;
    const balance = Math.round(Number(owner.partlyPaid.balanceDue) * 100);
    const part = Math.floor(balance / 4);
    const body = {
      ...ROUTES['POST /api/invoices/{id}/payments'].body!(owner),
      amount: (part / 100).toFixed(2),
    };
    const payments = await many('payments', 6, () => agent.post(`${invoiceUrl}/payments`, body));
    expect(statuses(payments)).toEqual([201, 201, 201, 201, 422, 422]);
    const paid = (await agent.get(invoiceUrl)).json();
    expect(paid.amountPaid).toBe(((Number(owner.partlyPaid.amountPaid) * 100 + 4 * part) / 100).toFixed(2));
    expect((await agent.get(`${invoiceUrl}/payments`)).json()).toHaveLength(5);

    const deletes = await many('payment deletes', 4, () =>
      agent.delete(`${invoiceUrl}/payments/${owner.payment.id}`),
    );
    expect(statuses(deletes)).toEqual([204, 404, 404, 404]);
    expect((await agent.get(invoiceUrl)).json().amountPaid).toBe(((4 * part) / 100).toFixed(2));

    const sent = await createTestInvoice(agent, { clientId: owner.client.id, status: 'sent' });
    const voids = await many('voids', 4, () =>
      agent.post(`/api/invoices/${sent.id}/void`, { reason: 'Twice' }),
    );
    expect(statuses(voids)).toEqual([200, 422, 422, 422]);
  });
});

describe('the process', () => {
  it('is still up and answering after everything above', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });
});
