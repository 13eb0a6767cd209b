import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, TEST_ORIGIN, type TestApp } from '../test/app';
import { createTestUser, uniqueEmail } from '../test/factories';
import { expectRefused, expectSound } from './robustness/checks';
import {
  BAD_BODIES,
  BAD_IDS,
  BAD_VALUES,
  leafAt,
  leafPaths,
  pathName,
  ROUTER_BAD_IDS,
  valuesFor,
  withField,
} from './robustness/inputs';
import { KNOWN_BUGS, knownBug } from './robustness/known-bugs';
import { type Method, ROUTES, type RouteCase, splitKey, urlFor } from './robustness/routes';
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
 * is driven with wrong bodies, ids, queries and sessions.
 */

let t: TestApp;
let documented: string[];

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(() => t.close());

const entries = () => documented.map((key) => [key, ROUTES[key]] as [string, RouteCase]);

interface SendOptions {
  cookie?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is. */
  raw?: string;
  contentType?: string;
}

function send(method: Method, url: string, o: SendOptions = {}) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (o.cookie) headers.cookie = o.cookie;
  const payload = o.raw ?? (o.body === undefined ? undefined : JSON.stringify(o.body));
  if (payload !== undefined) headers['content-type'] = o.contentType ?? 'application/json';
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

/** Runs checks and returns their failure (first line), so one run lists every problem. */
function collect(checks: () => void): string[] {
  try {
    checks();
    return [];
  } catch (err) {
    return [String((err as Error).message).split('\n')[0]];
  }
}

describe('the route list', () => {
  it('covers every route of the OpenAPI document', () => {
    expect(documented.length).toBeGreaterThan(30);
    const missing = documented.filter((key) => !ROUTES[key]);
    expect(missing, 'routes without robustness cases').toEqual([]);
    const gone = Object.keys(ROUTES).filter((key) => !documented.includes(key));
    expect(gone, 'cases for routes that no longer exist').toEqual([]);
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

  it('every signed-in route answers 401, whatever the body, id or cookie', async () => {
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
      const ids = route.id ? [route.id(owner), 'abc', '-1'] : [''];
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
        for (const id of ids) {
          for (const body of bodies) {
            const url = urlFor(path, id);
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
    for (const [key, route] of entries()) {
      if (!route.id) continue;
      const { method, path } = splitKey(key);
      const url = urlFor(path, route.id(a));
      const res = await send(method, url, { cookie: b.agent.cookie, body: route.body?.(b) });
      expectRefused({ what: `${key} as another user`, res }, [404]);
      expect(res.body).not.toContain(a.marker);
    }
    expect(await snapshot(a)).toEqual(before);
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
});

describe('path parameters that are not ids', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await createOwner(t.app);
  });

  it('answer 400 or 404 with a clear message on every route, and change nothing', async () => {
    const before = await snapshot(owner);
    for (const [key, route] of entries()) {
      if (!route.id) continue;
      const { method, path } = splitKey(key);
      for (const id of BAD_IDS) {
        const res = await send(method, urlFor(path, id), {
          cookie: owner.agent.cookie,
          body: route.body?.(owner),
        });
        expectRefused({ what: `${key} id=${id.slice(0, 40)}`, res }, [400, 404]);
      }
    }
    expect(await snapshot(owner)).toEqual(before);
  });

  // Fastify answers these in its own body ({error, code, message, statusCode}, 414 for the long
  // ones) unless buildApp passes `frameworkErrors` from server/plugins/errors.ts (server/app.ts).
  it.fails('the router answers over-long ids and broken %-escapes in the API error shape', async () => {
    for (const [key, route] of entries()) {
      if (!route.id) continue;
      const { method, path } = splitKey(key);
      for (const id of ROUTER_BAD_IDS) {
        const res = await send(method, urlFor(path, id), {
          cookie: owner.agent.cookie,
          body: route.body?.(owner),
        });
        expectRefused({ what: `${key} id=${id.slice(0, 40)}`, res }, [400, 404]);
      }
    }
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

describe('bodies of the wrong shape', () => {
  /** One route under test with its own user, so routes run side by side without sharing data. */
  interface Target {
    key: string;
    route: RouteCase;
    owner: Owner;
    /** The owner's stored data as the last answer left it. */
    before: Record<string, string>;
  }
  let targets: Target[];
  beforeAll(async () => {
    const routes = entries().filter(([, route]) => route.body && !route.destructive);
    targets = await Promise.all(
      routes.map(async ([key, route]) => {
        const owner = await createOwner(t.app);
        return { key, route, owner, before: await fingerprint(t.database.db, owner.userId) };
      }),
    );
  });

  /**
   * Sends one body and checks the answer: 2xx, or a clean 4xx of the statuses the route may give
   * that left the user's stored data exactly as it was. Returns what went wrong, if anything.
   */
  async function tryBody(target: Target, label: string, body: unknown): Promise<string[]> {
    const { key, route, owner } = target;
    const { method, path } = splitKey(key);
    const url = urlFor(path, route.id?.(owner) ?? '');
    const auth = /^POST \/api\/auth\//.test(key);
    const allowed = auth ? [200, 201, 400, 401, 409, 413, 429] : [200, 201, 400, 404, 409, 413, 422];
    const what = `${key} ${label}`;
    const res = await send(method, url, { cookie: auth ? undefined : owner.agent.cookie, body });
    const after = await fingerprint(t.database.db, owner.userId);
    const problems = collect(() => {
      expectSound({ what, res });
      expect(allowed, `${what} → ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
      // A wrong password legitimately counts a failed sign-in.
      if (res.statusCode >= 400 && !(auth && res.statusCode === 401)) {
        expect(after, `${what} → ${res.statusCode} changed stored data`).toEqual(target.before);
        if (auth) expect(res.headers['set-cookie'], `${what} signed in`).toBeUndefined();
      }
    });
    target.before = after;
    // A user registered with unusual names or time zone can use the app like anyone else.
    if (key === 'POST /api/auth/register' && res.statusCode === 201) {
      const cookie = sessionCookie(res.headers['set-cookie']);
      for (const read of ['/api/auth/user', '/api/settings', '/api/dashboard/stats', '/api/reports']) {
        const answer = await send('GET', read, { cookie });
        problems.push(...collect(() => expect(answer.statusCode, `${what} then GET ${read}`).toBe(200)));
      }
    }
    return problems;
  }

  /** Runs `work` for every route at once (each on its own user) and gathers the problems. */
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

  it('every field, missing or wrong in the ways that matter for it, gets 2xx or a clean 4xx', async () => {
    const problems = await eachTarget(async (target, valid) => {
      const out: string[] = [];
      for (const path of leafPaths(valid)) {
        const field = pathName(path);
        out.push(...(await tryBody(target, `${field} missing`, withField(valid, path, undefined, true))));
        for (const [label, value] of valuesFor(leafAt(valid, path))) {
          if (knownBug(target.key, field, value)) continue;
          out.push(...(await tryBody(target, `${field}=${label}`, withField(valid, path, value))));
        }
      }
      const extras = { ...valid, unknownField: 'x', isAdmin: true, nested: { deep: [1, { a: null }] } };
      out.push(...(await tryBody(target, 'unknown fields', extras)));
      return out;
    });
    expect(problems).toEqual([]);
  });

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
        fc.pre(!knownBug(target.key, pathName(path), v));
        const label = `${pathName(path)}=${JSON.stringify(v)?.slice(0, 60)}`;
        expect(await tryBody(target, label, withField(valid, path, v))).toEqual([]);
      });
      await fc.assert(property, { numRuns: 12 });
      return [];
    });
  });

  for (const bug of KNOWN_BUGS) {
    it.fails(`${bug.route} ${bug.field}=${JSON.stringify(bug.value)} gets a clean 4xx — ${bug.why}`, async () => {
      const target = targets.find((x) => x.key === bug.route)!;
      const body = withField(target.route.body!(target.owner), [bug.field], bug.value);
      expect(await tryBody(target, `${bug.field}=${JSON.stringify(bug.value)}`, body)).toEqual([]);
    });
  }

  it('what the sweeps stored (edge dates, texts, amounts) reads back everywhere without a 5xx', async () => {
    const problems = await eachTarget(async ({ owner }) => {
      const out: string[] = [];
      const read = async (url: string) => {
        const res = await owner.agent.get(url);
        out.push(...collect(() => expectSound({ what: `GET ${url} after the sweeps`, res })));
      };
      for (const [key, route] of entries()) {
        const { method, path } = splitKey(key);
        if (method === 'GET') await read(urlFor(path, route.id?.(owner) ?? ''));
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
  });
});

describe('bodies that are not JSON objects at all', () => {
  let target: Owner;
  beforeAll(async () => {
    target = await createOwner(t.app);
  });

  const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
  const RAW: [label: string, raw: string, contentType: string, statuses: number[]][] = [
    ['text/plain', 'name=x', 'text/plain', [415]],
    ['form encoded', 'name=x&email=a%40b.c', 'application/x-www-form-urlencoded', [415]],
    [
      'multipart',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
      'multipart/form-data; boundary=x',
      [415],
    ],
    ['XML', '<client><name>x</name></client>', 'application/xml', [415]],
    ['invalid JSON', '{"name": "x",', 'application/json', [400]],
    ['single quotes', "{'name': 'x'}", 'application/json', [400]],
    ['trailing garbage', '{"name":"x"} trailing', 'application/json', [400]],
    ['empty JSON body', '', 'application/json', [400]],
    ['__proto__', '{"__proto__": {"isAdmin": true}, "name": "x"}', 'application/json', [400]],
    ['constructor.prototype', '{"constructor": {"prototype": {"isAdmin": true}}}', 'application/json', [400]],
    ['deeply nested', deep(100_000), 'application/json', [400, 413]],
    ['over 1 MB', JSON.stringify({ name: 'x'.repeat(1_100_000) }), 'application/json', [413]],
    ['UTF-16 declared', '{"name":"x"}', 'application/json; charset=utf-16', [400, 415]],
  ];

  it('get 400, 413 or 415 with a clear message on every body route, and change nothing', async () => {
    const problems: string[] = [];
    const before = await fingerprint(t.database.db, target.userId);
    for (const [key, route] of entries()) {
      if (!route.body || route.destructive) continue;
      const { method, path } = splitKey(key);
      const url = urlFor(path, route.id?.(target) ?? '');
      const cookie = route.public ? undefined : target.agent.cookie;
      for (const [label, raw, contentType, statuses] of RAW) {
        const res = await send(method, url, { cookie, raw, contentType });
        problems.push(...collect(() => expectRefused({ what: `${key} ${label}`, res }, statuses)));
      }
      const noType = await t.app.inject({
        method,
        url,
        payload: '{}',
        headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      });
      problems.push(...collect(() => expectSound({ what: `${key} without content type`, res: noType })));
    }
    expect(problems).toEqual([]);
    expect(await fingerprint(t.database.db, target.userId)).toEqual(before);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('query strings', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await createOwner(t.app);
  });

  const GARBAGE = [
    'abc',
    '',
    '%00',
    '2026-02-30',
    'yesterday',
    '0000-01-01',
    '<script>',
    "'%20OR%201=1--",
    'x'.repeat(5000),
    '%F0%9F%98%80',
  ];

  it('declared query parameters with garbage answer 400 with a clear message', async () => {
    const problems: string[] = [];
    for (const [key, params] of [
      ['/api/reports', ['reportType', 'status', 'startDate', 'endDate']],
      ['/api/reports/invoices', ['status', 'startDate', 'endDate']],
    ] as const) {
      for (const param of params) {
        for (const value of GARBAGE.filter((v) => v !== '' || param === 'reportType' || param === 'status')) {
          const res = await owner.agent.get(`${key}?${param}=${value}`);
          problems.push(
            ...collect(() =>
              expectRefused({ what: `GET ${key}?${param}=${value.slice(0, 30)}`, res }, [400]),
            ),
          );
        }
        for (const query of [`${param}=paid&${param}=pending`, `${param}[]=x`, `${param}[a]=b`]) {
          const res = await owner.agent.get(`${key}?${query}`);
          problems.push(...collect(() => expectSound({ what: `GET ${key}?${query}`, res })));
        }
      }
      const reversed = await owner.agent.get(`${key}?startDate=2026-05-01&endDate=2026-04-01`);
      problems.push(
        ...collect(() => expectRefused({ what: `GET ${key} end before start`, res: reversed }, [400])),
      );
    }
    expect(problems).toEqual([]);
  });

  it('every GET route ignores unknown query parameters and never answers 5xx to them', async () => {
    const problems: string[] = [];
    for (const [key, route] of entries()) {
      const { method, path } = splitKey(key);
      if (method !== 'GET') continue;
      const url = urlFor(path, route.id?.(owner) ?? '');
      const plain = await owner.agent.get(url);
      for (const query of [
        'foo=bar',
        'page=-1&limit=99999999999',
        'sort=id;DROP%20TABLE%20invoices',
        `q=${'x'.repeat(5000)}`,
        'a[b][c]=d',
        '%ZZ=1',
        'userId=someone-else',
      ]) {
        const res = await owner.agent.get(`${url}?${query}`);
        problems.push(
          ...collect(() => {
            expectSound({ what: `GET ${url}?${query.slice(0, 40)}`, res });
            expect(res.statusCode, `GET ${url}?${query.slice(0, 40)}`).toBe(plain.statusCode);
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

  const LITERALS = [
    '😀👍🏽 Café — naïve',
    'شركة المثال للتجارة',
    'שלום world 123',
    '<script>alert("x")</script><b>bold</b>',
    "Robert'); DROP TABLE clients;--",
    'Zero\u200Bwidth\u200Djoiner',
    'Cafe\u0301 combining',
    '株式会社テスト',
    `"double" 'single' \`back\``,
    'C:\\path\\to\\n 100% %s %d',
  ];

  /** Where each free-text field is written and read back. */
  const FIELDS: {
    name: string;
    write: (text: string) => Promise<{ statusCode: number; body: string; json(): any }>;
    read: (written: any) => Promise<unknown>;
  }[] = [
    {
      name: 'client name, phone and address',
      write: (text) =>
        owner.agent.post('/api/clients', { name: text, email: uniqueEmail(), phone: text, address: text }),
      read: async (c) => {
        const got = (await owner.agent.get(`/api/clients/${c.id}`)).json();
        return [got.name, got.phone, got.address];
      },
    },
    {
      name: 'invoice notes, project, client name and line description',
      write: (text) =>
        owner.agent.post('/api/invoices', {
          ...ROUTES['POST /api/invoices'].body!(owner),
          clientName: text,
          notes: text,
          projectDescription: text,
          lineItems: [{ description: text, quantity: 1, rate: '10.00' }],
        }),
      read: async (inv) => {
        const got = (await owner.agent.get(`/api/invoices/${inv.id}`)).json();
        const pdf = await owner.agent.get(`/api/invoices/${inv.id}/pdf`);
        expect(pdf.statusCode).toBe(200);
        return [got.clientName, got.notes, got.projectDescription, got.lineItems[0].description];
      },
    },
    {
      name: 'template name, description and texts',
      write: (text) =>
        owner.agent.post('/api/reminder-flow-templates', {
          ...ROUTES['POST /api/reminder-flow-templates'].body!(owner),
          name: text,
          description: text,
          firstReminderText: text,
          finalReminderText: `${text} {invoiceNumber}`,
        }),
      read: async (tpl) => {
        const got = (await owner.agent.get(`/api/reminder-flow-templates/${tpl.id}`)).json();
        return [
          got.name,
          got.description,
          got.firstReminderText,
          got.finalReminderText.replace(' {invoiceNumber}', ''),
        ];
      },
    },
    {
      name: 'company name, address, payment instructions and bank name',
      write: (text) =>
        owner.agent.put('/api/settings', {
          ...ROUTES['PUT /api/settings'].body!(owner),
          companyName: text,
          address: text,
          paymentInstructions: text,
          bankName: text,
        }),
      read: async () => {
        const got = (await owner.agent.get('/api/settings')).json();
        return [got.companyName, got.address, got.paymentInstructions, got.bankName];
      },
    },
  ];

  it('is stored and answered exactly as written, and the PDF still renders', async () => {
    for (const field of FIELDS) {
      for (const text of LITERALS) {
        const res = await field.write(text);
        expect(res.statusCode, `${field.name}: ${text} → ${res.body.slice(0, 200)}`).toBeLessThan(300);
        const values = (await field.read(res.json())) as string[];
        for (const value of values) expect(value, `${field.name}: ${text}`).toBe(text);
      }
    }
  });
});

describe('fields a caller may not set', () => {
  let a: Owner;
  let b: Owner;
  beforeAll(async () => {
    a = await createOwner(t.app);
    b = await createOwner(t.app);
  });

  it("ids, owners, numbers and totals in a body are ignored, and never reach another user's data", async () => {
    const before = await snapshot(a);
    const foreign = { userId: a.userId, id: a.client.id, createdAt: '2000-01-01T00:00:00Z' };

    const client = await b.agent.post('/api/clients', {
      ...ROUTES['POST /api/clients'].body!(b),
      ...foreign,
      clientId: 'CL-9999',
    });
    expect(client.statusCode).toBe(201);
    expect(client.json().id).not.toBe(a.client.id);
    expect(client.json().clientId).not.toBe('CL-9999');
    expect(client.json().createdAt).not.toMatch(/^2000/);

    const invoice = await b.agent.post('/api/invoices', {
      ...ROUTES['POST /api/invoices'].body!(b),
      ...foreign,
      id: a.invoice.id,
      invoiceNumber: 'HACK-1',
      subtotal: '0.01',
      tax: '0.00',
      total: '0.01',
      paidAt: '2020-01-01T00:00:00Z',
      lineItems: [
        {
          description: 'Work',
          quantity: 2,
          rate: '50.00',
          amount: '0.01',
          id: a.invoice.lineItems[0].id,
          invoiceId: a.invoice.id,
        },
      ],
    });
    expect(invoice.statusCode).toBe(201);
    expect(invoice.json()).toMatchObject({ subtotal: '100.00', paidAt: null });
    expect(invoice.json().invoiceNumber).not.toBe('HACK-1');
    expect(invoice.json().id).not.toBe(a.invoice.id);

    const paid = await b.agent.post('/api/invoices', {
      ...ROUTES['POST /api/invoices'].body!(b),
      status: 'paid',
    });
    expectRefused({ what: 'POST /api/invoices status=paid', res: paid }, [400]);

    for (const [url, body] of [
      [
        `/api/reminder-flow-templates/${b.template.id}`,
        { ...ROUTES['PUT /api/reminder-flow-templates/{id}'].body!(b), ...foreign, id: a.template.id },
      ],
      ['/api/settings', { ...ROUTES['PUT /api/settings'].body!(b), ...foreign }],
      [`/api/clients/${b.client.id}`, { ...ROUTES['PUT /api/clients/{id}'].body!(b), ...foreign }],
      [
        `/api/invoices/${b.invoice.id}/reminder-schedule`,
        {
          ...ROUTES['PUT /api/invoices/{id}/reminder-schedule'].body!(b),
          ...foreign,
          invoiceId: a.invoice.id,
        },
      ],
    ] as const) {
      const res = await b.agent.put(url, body);
      expect(res.statusCode, `PUT ${url} ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.body).not.toContain(a.marker);
    }
    expect(await snapshot(a)).toEqual(before);
  });
});

describe('the same request many times at once', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await createOwner(t.app);
  });

  const many = (n: number, call: (i: number) => Promise<LightMyRequestResponse>) =>
    Promise.all(Array.from({ length: n }, (_, i) => call(i)));
  const statuses = (answers: { statusCode: number }[]) => answers.map((r) => r.statusCode).sort();
  const sound = (label: string, answers: LightMyRequestResponse[]) => {
    for (const res of answers) expectSound({ what: label, res });
  };

  it('creates, deletes and updates race without a 5xx and leave one consistent result', async () => {
    const invoices = await many(8, () =>
      owner.agent.post('/api/invoices', ROUTES['POST /api/invoices'].body!(owner)),
    );
    sound('parallel invoice creates', invoices);
    expect(statuses(invoices)).toEqual(Array(8).fill(201));
    expect(new Set(invoices.map((r) => r.json().invoiceNumber)).size).toBe(8);

    const clients = await many(6, () =>
      owner.agent.post('/api/clients', ROUTES['POST /api/clients'].body!(owner)),
    );
    sound('parallel client creates', clients);
    expect(new Set(clients.map((r) => r.json().clientId)).size).toBe(6);

    const templates = await many(6, (i) =>
      owner.agent.post('/api/reminder-flow-templates', { ...validTemplate(`Race ${i}`), isDefault: true }),
    );
    sound('parallel default templates', templates);
    const list = (await owner.agent.get('/api/reminder-flow-templates')).json() as { isDefault: boolean }[];
    expect(list.filter((x) => x.isDefault)).toHaveLength(1);

    const schedules = await many(5, () =>
      owner.agent.post(`/api/invoices/${owner.draft.id}/reminder-schedule`, validSchedule()),
    );
    sound('parallel schedule creates', schedules);
    expect(statuses(schedules)).toEqual([201, 409, 409, 409, 409]);

    const deletes = await many(4, () => owner.agent.delete(`/api/clients/${clients[0].json().id}`));
    sound('parallel deletes', deletes);
    expect(statuses(deletes)).toEqual([200, 404, 404, 404]);

    const paid = await many(4, () =>
      owner.agent.patch(`/api/invoices/${owner.invoice.id}`, { status: 'paid' }),
    );
    sound('parallel mark paid', paid);
    expect(statuses(paid)).toEqual([200, 200, 200, 200]);
  });
});

describe('the process', () => {
  it('is still up and answering after everything above', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });
});
