/** Values a careless or hostile caller puts in a JSON field. */
export const HUGE_TEXT = 'x'.repeat(100_000);

const NUL = 'a\u0000b';

/** Wrong for any field. */
const WRONG_TYPE: [string, unknown][] = [
  ['null', null],
  ['array of values', [1, 'two', null]],
  ['nested garbage', { a: [{ b: { c: [null, { d: 'e' }] } }], $gt: '' }],
];

const TEXT: [string, unknown][] = [
  ['number', 42],
  ['boolean', true],
  ['empty string', ''],
  ['blank string', '   '],
  ['100 KB text', HUGE_TEXT],
  ['emoji', '😀👍🏽 Café'],
  ['RTL text', 'شركة المثال للتجارة'],
  ['HTML', '<script>alert("x")</script><img src=x onerror=alert(1)>'],
  ['SQL', "Robert'); DROP TABLE clients;--"],
  ['NUL character', NUL],
  ['lone surrogate', 'a\uD800b'],
];

const NUMBER: [string, unknown][] = [
  ['zero', 0],
  ['negative', -1],
  ['fraction', 1.5],
  ['huge number', 1e308],
  ['beyond int32', 2_147_483_648],
  ['unsafe integer', Number.MAX_SAFE_INTEGER + 2],
  ['number as string', '42'],
  ['NaN string', 'NaN'],
  ['Infinity string', 'Infinity'],
  ['empty string', ''],
  ['boolean', true],
];

const AMOUNT: [string, unknown][] = [
  ['negative amount', '-100.00'],
  ['negative number', -0.01],
  ['huge amount', '99999999999999999999.99'],
  ['huge number', 1e308],
  ['too many decimals', '1.005'],
  ['comma decimal', '12,50'],
  ['exponent string', '1e5'],
  ['hex string', '0x1F'],
  ['NaN string', 'NaN'],
  ['Infinity string', 'Infinity'],
  ['empty string', ''],
  ['word', 'twelve'],
];

const DATE: [string, unknown][] = [
  ['impossible date', '2026-02-30'],
  ['word date', 'yesterday'],
  ['month 13', '2026-13-01'],
  ['year 0', '0000-01-01'],
  ['year 1', '0001-01-01'],
  ['year 9999', '9999-12-31'],
  ['unpadded date', '2026-1-5'],
  ['ISO timestamp', '2026-01-15T10:00:00Z'],
  ['number date', 20260115],
  ['empty string', ''],
];

const BOOLEAN: [string, unknown][] = [
  ['string true', 'true'],
  ['one', 1],
  ['zero', 0],
  ['empty string', ''],
];

/** Every value above: the random part of the suite draws from all of them for any field. */
export const BAD_VALUES: [label: string, value: unknown][] = [
  ...new Map(
    [...WRONG_TYPE, ...TEXT, ...NUMBER, ...AMOUNT, ...DATE, ...BOOLEAN].map((e) => [e[0], e]),
  ).values(),
];

/** The wrong values that matter most for a field, judged from a valid value of it. */
export function valuesFor(valid: unknown): [label: string, value: unknown][] {
  if (typeof valid === 'boolean') return [...WRONG_TYPE, ...BOOLEAN];
  if (typeof valid === 'number') return [...WRONG_TYPE, ...NUMBER];
  if (typeof valid === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(valid)) return [...WRONG_TYPE, ...DATE];
  if (typeof valid === 'string' && /^-?\d+(\.\d+)?$/.test(valid)) return [...WRONG_TYPE, ...AMOUNT];
  if (Array.isArray(valid) || (valid && typeof valid === 'object'))
    return [...WRONG_TYPE, ['string', 'x'], ['number', 1]];
  return [...WRONG_TYPE, ...TEXT];
}

/** Whole bodies that are not the object a route expects. */
export const BAD_BODIES: [label: string, body: unknown][] = [
  ['array', []],
  ['array of objects', [{ name: 'x' }]],
  ['string', 'hello'],
  ['number', 42],
  ['boolean', false],
  ['null', null],
  ['empty object', {}],
  ['nested garbage', { data: { data: { data: [[[{}]]] } } }],
];

export type Path = (string | number)[];

/** The paths of every field in a valid body, descending into objects and the first item of arrays. */
export function leafPaths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) {
    return value.length ? [prefix, ...leafPaths(value[0], [...prefix, 0])] : [prefix];
  }
  if (value && typeof value === 'object') {
    const out: Path[] = prefix.length ? [prefix] : [];
    for (const [k, v] of Object.entries(value)) out.push(...leafPaths(v, [...prefix, k]));
    return out;
  }
  return [prefix];
}

/** A copy of `body` with the field at `path` set to `value` (or removed when `remove`). */
export function withField(body: unknown, path: Path, value: unknown, remove = false): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

export function leafAt(body: unknown, path: Path): unknown {
  let node = body;
  for (const key of path) node = (node as Record<string | number, unknown>)[key];
  return node;
}

export const pathName = (path: Path) => path.join('.') || '(body)';

/** Path parameters that are not ids. */
export const BAD_IDS: string[] = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '2147483648',
  '%00',
  '%20',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '%5B%5D',
  '%7B%7D',
  "1'%20OR%20'1'='1",
  '%D9%A1',
  '%F0%9F%98%80',
  '..%2F..%2Fetc%2Fpasswd',
];

/** Addresses the router itself refuses: segments longer than any id, broken %-escapes. */
export const ROUTER_BAD_IDS: string[] = ['x'.repeat(200), '9'.repeat(5000), '%ZZ', '%E0%A4%A'];

/** Request bodies that are not a JSON object at all, and the statuses each may get. */
export const RAW_BODIES: [label: string, raw: string, contentType: string, statuses: number[]][] = [
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
  ['deeply nested', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'application/json', [400, 413]],
  ['over 1 MB', JSON.stringify({ name: 'x'.repeat(1_100_000) }), 'application/json', [413]],
  ['UTF-16 declared', '{"name":"x"}', 'application/json; charset=utf-16', [400, 415]],
];

/** Values for a declared query parameter that no parameter of the API accepts. */
export const BAD_QUERY_VALUES = [
  'abc',
  '%00',
  '2026-02-30',
  'yesterday',
  '0000-01-01',
  '<script>',
  "'%20OR%201=1--",
  'x'.repeat(5000),
  '%F0%9F%98%80',
];

/** Query strings no route declares; every route must answer them as if they were not there. */
export const UNKNOWN_QUERIES = [
  'foo=bar',
  'page=-1&limit=99999999999',
  'sort=id;DROP%20TABLE%20invoices',
  `q=${'x'.repeat(5000)}`,
  'a[b][c]=d',
  '%ZZ=1',
  'userId=someone-else',
];

/** Valid text that is easy to mangle: it must be stored and answered exactly as written. */
export const LITERAL_TEXTS = [
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
