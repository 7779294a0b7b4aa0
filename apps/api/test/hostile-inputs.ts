import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Generators of hostile requests for the property tests in `hostile-input.test.ts`. Each route is
 * described by its real zod schemas and one valid-looking input; the generators corrupt that input
 * (one field, one param, one query value, the content type, the JSON itself) and keep only
 * requests the schemas, the JSON parser or the handler must refuse, so "no row changed" is a
 * real check. GET routes also get schema-valid odd values (NUL, unicode, forged cursors): they
 * cannot change rows, and must still never answer 5xx.
 */

/** A JSON token written as is: numbers JSON.stringify cannot produce (`1e999` parses to Infinity). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Who sends a case: the admin, a student who owns none of the seeded rows, nobody, or a forged session. */
export type Who = 'admin' | 'student' | 'anonymous' | 'forged';

export interface HostileCase {
  /** Which rule the case breaks, for the counterexample fast-check prints. */
  kind: string;
  who: Who;
  /** The forged session cookie, when `who` is `forged`. */
  cookie?: string | undefined;
  method: string;
  /** Path and query string, already encoded. */
  url: string;
  contentType?: string | undefined;
  payload?: string | Buffer | undefined;
}

type Query = Record<string, string | string[]>;

export interface RouteInputs {
  method: string;
  /** The route's URL pattern, e.g. `/api/meals/:id`. */
  path: string;
  params?: { schema: z.ZodType; valid: Record<string, string> };
  query?: { schema: z.ZodObject; valid?: Query };
  /** The body schema and a body it accepts (one a valid call would act on: a real id, the caller's email). */
  body?: { schema: z.ZodType; valid: Record<string, unknown> };
  /**
   * More cases, merged over the valid input: schema-valid ones the handler must still refuse (an
   * unknown id, someone else's email), raw bodies (uploads), or odd values for a GET route.
   */
  more?: fc.Arbitrary<HostileDraft>;
  /** Only these callers (the notification stream never ends for a signed-in one). */
  who?: Who[];
}

// ---------------------------------------------------------------------------------------------
// Hostile values

const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n\r ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(8),
  '\u202e\u202dLunch',
  '\ufeff',
  '\u200b',
  '\ud800',
  '💥🍛',
  'Z̴̡̛a̷l̸g̵o̶',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1.5',
  '1e999',
  '0x10',
  '9'.repeat(40),
  "' OR '1'='1",
  '"; DROP TABLE meals; --',
  '%',
  '%00',
  '%_\\',
  '../../etc/passwd',
  '..\\..\\windows',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a Log4Shell-style probe, meant literally.
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '[object Object]',
];

const hugeString = fc
  .tuple(fc.integer({ min: 100_000, max: 130_000 }), fc.constantFrom('a', 'é', '💥', ' x', '\u0000'))
  .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)));

const longString = fc
  .tuple(fc.integer({ min: 60, max: 3000 }), fc.constantFrom('a', 'ü', '😀', 'a b ', '-', '9'))
  .map(([n, unit]) => unit.repeat(n));

const uuidLike = fc.oneof(
  fc.uuid().map((u) => `${u}x`),
  fc.uuid().map((u) => u.slice(1)),
  fc.uuid().map((u) => u.replace(/[0-9a-f]$/, 'g')),
  fc.uuid().map((u) => u.replaceAll('-', '')),
  fc.uuid().map((u) => `${u}\u0000`),
  fc.uuid().map((u) => ` ${u} `),
  fc.uuid().map((u) => `{${u}}`),
);

const oddEmail = fc.oneof(
  fc.constantFrom(
    'a@b',
    '@example.test',
    'a@',
    'a b@example.test',
    '"q"@example.test',
    'x@y..test',
    'ä@ö.de',
    'a@b.c\u0000',
    'admin@example.test\nbcc:x@y.z',
    'a%40b.test',
    'a+b@[127.0.0.1]',
  ),
  fc.integer({ min: 250, max: 400 }).map((n) => `${'a'.repeat(n)}@example.test`),
  fc.emailAddress().map((e) => `${e}\u0000`),
  fc.emailAddress().map((e) => e.replace('@', '@@')),
);

/** Any hostile string: odd bytes and code points, NUL, huge, SQL and path lookalikes. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }) },
  { weight: 2, arbitrary: longString },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: uuidLike },
  { weight: 2, arbitrary: oddEmail },
);

const hostileNumber: fc.Arbitrary<number | RawJson> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 0.5, 2.001, 6, 2 ** 53 + 2, -(2 ** 53), 1e308, Number.MAX_VALUE, Number.MIN_VALUE),
  fc.constantFrom(
    new RawJson('1e999'),
    new RawJson('-1e999'),
    new RawJson('123456789012345678901234567890'),
    new RawJson('-0.0000000000000000000001'),
  ),
);

/** 1000+ levels of arrays or objects. */
export const deepNesting: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 1000, max: 1500 }), fc.boolean())
  .map(([depth, arrays]) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
    return value;
  });

const scalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** Any hostile JSON value. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 2, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 3 }), { minLength: 101, maxLength: 150 }) },
  { weight: 1, arbitrary: deepNesting },
);

/** Keys nobody asked for, some aimed at prototypes and server-owned fields. */
const extraKey = fc.oneof(
  fc.constantFrom('isAdmin', 'role', 'badge', 'userId', 'addedBy', 'id', '_id', 'toString', 'valueOf', 'then'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
);

// ---------------------------------------------------------------------------------------------
// JSON text

/** JSON text of `value`, with RawJson tokens written verbatim. */
export function toJsonText(value: unknown): string {
  const raw: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raw.push(v.text);
      return `\u0001raw${raw.length - 1}\u0001`;
    }
    return v;
  });
  if (text === undefined) return '';
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => raw[Number(i)] as string);
}

/** What the server's JSON parser makes of `text`: a value, or `rejected` (malformed, or proto keys). */
function parseLikeServer(text: string): { rejected: true } | { rejected: false; value: unknown } {
  if (text === '') return { rejected: false, value: undefined };
  try {
    const value: unknown = JSON.parse(text);
    if (/"(__proto__|constructor)"\s*:/.test(text)) return { rejected: true };
    return { rejected: false, value };
  } catch {
    return { rejected: true };
  }
}

const MALFORMED_JSON = [
  '{',
  '}',
  '[',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":undefined}',
  'NaN',
  '{"a":1}/*x*/',
  '{"a":"\u0000"}',
  '{"a":1}{"b":2}',
  '\u0000',
  'nul',
  '"unterminated',
  '{"a":"\\uZZZZ"}',
  '{"a":01}',
  '{"a":.5}',
  '{"a":+1}',
  '{"a":0x10}',
];

// ---------------------------------------------------------------------------------------------
// Requests

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----hostile',
  'application/xml',
  'application/octet-stream',
  'text/html',
  'text/csv',
  'image/png',
  'application/json-patch+json',
];

function formEncode(body: Record<string, unknown>): string {
  return new URLSearchParams(
    Object.entries(body).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : toJsonText(v)]),
  ).toString();
}

export function multipartBody(
  boundary: string,
  parts: { name: string; filename?: string; type?: string; data: string | Buffer }[],
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`),
    );
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const queryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.integer().map(String),
      fc.double().map(String),
      fc.constantFrom('0', '-0', '101', '1e3', '1.0001', ' ', '5 5', '1_000', 'Infinity', '1e999', '0b11', '0o7'),
    ),
  },
);

/** Cursors that decode (base64url JSON `[key, id]`) but carry nonsense keys or ids. */
export const forgedCursor: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(
        '9999-99-99 99:99:99',
        '2024-13-45T25:61:00Z',
        '0000-00-00 00:00:00+00',
        '2024-01-01 ::::+99:99',
        '999999999999.9999',
        '-000000000000.0000',
        'Lunch\u0000',
        '\u0000',
        '',
        "Lunch' OR 1=1 --",
      ),
      fc.string({ unit: 'binary', maxLength: 64 }),
    ),
    fc.oneof(fc.uuid(), fc.constantFrom('00000000-0000-0000-0000-000000000000', 'not-a-uuid')),
    fc.constantFrom('json', 'raw'),
  )
  .map(([key, id, form]) =>
    Buffer.from(form === 'json' ? JSON.stringify([key, id]) : `${key},${id}`).toString('base64url'),
  );

/** encodeURIComponent, except that lone surrogates (which it throws on) go as their WTF-8 bytes. */
export function encodeHostile(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

function encodeQuery(query: Query, noise: [string, string][]): string {
  const pairs: string[] = [];
  const add = (k: string, v: string) => pairs.push(`${encodeHostile(k)}=${encodeHostile(v)}`);
  for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) add(k, one);
  for (const [k, v] of noise) add(k, v);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** Query keys the routes ignore, aimed at parsers: prototype keys and bracket syntax. */
const queryNoise: fc.Arbitrary<[string, string][]> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<[string, string][]>([]) },
  {
    weight: 1,
    arbitrary: fc.array(
      fc.tuple(
        fc.constantFrom(
          '__proto__',
          'constructor',
          '__proto__[polluted]',
          'constructor[prototype][polluted]',
          'a[b][c]',
          'x',
        ),
        hostileString.filter((s) => s.length < 2000),
      ),
      { minLength: 1, maxLength: 3 },
    ),
  },
);

/** Raw path segments no decoder accepts. */
const badlyEncodedSegment = fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '%uD800', '%%32%65');

/** Session cookies that are not sessions: empty, unsigned, huge, repeated, aimed at prototypes. */
const forgedCookie = fc.constantFrom(
  'better-auth.session_token=',
  'better-auth.session_token=forged.signature',
  `better-auth.session_token=${'A'.repeat(4000)}`,
  'better-auth.session_token=%00%ff; better-auth.session_token=x',
  '__proto__=1; constructor=2',
);

const CALLER: Record<Who, fc.Arbitrary<{ who: Who; cookie?: string }>> = {
  admin: fc.constant({ who: 'admin' }),
  student: fc.constant({ who: 'student' }),
  anonymous: fc.constant({ who: 'anonymous' }),
  forged: forgedCookie.map((cookie) => ({ who: 'forged', cookie })),
};

/**
 * Who sends a case: by default mostly the admin, so authorization never answers before validation,
 * and some callers without a session. Reads also go out as a student, to check that an answer shows
 * a caller only what they may see; writes do not, since their cases are built around the admin's
 * rights (a student sending "someone else's email" would be sending their own).
 */
export function callers(only?: Who[], { student = false } = {}): fc.Arbitrary<{ who: Who; cookie?: string }> {
  if (only) return fc.oneof(...only.map((w) => CALLER[w]));
  return fc.oneof(
    { weight: student ? 6 : 8, arbitrary: CALLER.admin },
    ...(student ? [{ weight: 2, arbitrary: CALLER.student }] : []),
    { weight: 1, arbitrary: CALLER.anonymous },
    { weight: 1, arbitrary: CALLER.forged },
  );
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface HostileDraft {
  kind: string;
  params?: Record<string, string>;
  rawSegment?: { param: string; text: string };
  query?: Query;
  body?: { contentType?: string | undefined; payload: string | Buffer } | { json: unknown };
}

/**
 * Hostile requests for one route. Every one breaks a rule the route must refuse it for; GET routes
 * also get schema-valid odd values, since they cannot change rows (any answer but a 5xx is fine).
 */
export function hostileRequests(route: RouteInputs): fc.Arbitrary<HostileCase> {
  const validParams = route.params?.valid ?? {};
  const validQuery = route.query?.valid ?? {};
  const validBody = route.body?.valid;
  const isRead = route.method === 'GET';
  const parsesBody = BODY_METHODS.has(route.method);
  const drafts: fc.Arbitrary<HostileDraft>[] = [];

  const paramsRejected = (params: Record<string, string>) => !route.params?.schema.safeParse(params).success;
  const queryRejected = (query: Query) => !route.query?.schema.safeParse(query).success;
  const bodyRejected = (value: unknown) => !route.body?.schema.safeParse(value).success;
  const textRejected = (text: string) => {
    const parsed = parseLikeServer(text);
    return parsed.rejected || bodyRejected(parsed.value);
  };

  if (route.params) {
    for (const name of Object.keys(validParams)) {
      drafts.push(
        hostileString
          .map((value) => ({ kind: `param ${name}`, params: { ...validParams, [name]: value } }))
          .filter((d) => isRead || paramsRejected(d.params)),
        badlyEncodedSegment.map((text) => ({ kind: `param ${name} badly encoded`, rawSegment: { param: name, text } })),
      );
    }
  }

  if (route.query) {
    const schema = route.query.schema;
    for (const key of Object.keys(schema.shape)) {
      const values = key === 'cursor' ? fc.oneof(queryValue, forgedCursor) : queryValue;
      drafts.push(
        values
          .map((value) => ({ kind: `query ${key}`, query: { ...validQuery, [key]: value } }))
          .filter((d) => isRead || queryRejected(d.query)),
      );
      if (key in validQuery) {
        const { [key]: _dropped, ...rest } = validQuery;
        if (queryRejected(rest)) drafts.push(fc.constant({ kind: `query ${key} missing`, query: rest }));
      }
    }
  }

  if (route.body && validBody) {
    const keys = Object.keys(validBody);
    for (const key of keys) {
      drafts.push(
        fc
          .tuple(hostileValue, fc.dictionary(extraKey, hostileValue, { maxKeys: 2 }))
          .map(([value, extra]) => ({ kind: `body ${key}`, body: { json: { ...extra, ...validBody, [key]: value } } }))
          .filter((d) => textRejected(toJsonText(d.body.json))),
      );
      const { [key]: _dropped, ...rest } = validBody;
      if (bodyRejected(rest)) drafts.push(fc.constant({ kind: `body ${key} missing`, body: { json: rest } }));
    }
    drafts.push(
      hostileValue
        .map((value) => ({ kind: 'body replaced', body: { json: value } }))
        .filter((d) => textRejected(toJsonText(d.body.json))),
      fc
        .constantFrom(...['', 'null', '[]', '{}', '""', '0', 'true'].filter(textRejected))
        .map((payload) => ({ kind: `body ${payload || 'empty'}`, body: { contentType: 'application/json', payload } })),
    );
  }

  if (parsesBody) {
    const json = validBody ? toJsonText(validBody) : '{"anything":true}';
    const asObject = validBody ?? { anything: true };
    drafts.push(
      fc.constantFrom(...WRONG_CONTENT_TYPES).map((contentType) => ({
        kind: `content type ${contentType}`,
        body: {
          contentType,
          payload: contentType.startsWith('multipart/')
            ? multipartBody(
                '----hostile',
                Object.entries(asObject).map(([name, v]) => ({
                  name,
                  data: typeof v === 'string' ? v : toJsonText(v),
                })),
              )
            : contentType.includes('urlencoded')
              ? formEncode(asObject)
              : json,
        },
      })),
      fc
        .oneof(
          fc.constantFrom(...MALFORMED_JSON),
          fc.integer({ min: 1, max: json.length - 1 }).map((n) => json.slice(0, n)),
          fc.constantFrom('x', '}', ',', ' garbage', '\u0000').map((tail) => `${json}${tail}`),
        )
        .map((payload) => ({ kind: 'malformed JSON', body: { contentType: 'application/json', payload } })),
      fc
        .constantFrom(
          '"__proto__":{"isAdmin":true,"role":"admin"}',
          '"constructor":{"prototype":{"polluted":"yes"}}',
          '"a":{"__proto__":{"polluted":"yes"}}',
          '"a":[{"constructor":{"prototype":{"polluted":"yes"}}}]',
        )
        .map((poison) => ({
          kind: 'prototype poisoning',
          body: {
            contentType: 'application/json',
            payload: json.replace(/^\{/, `{${poison}${json === '{}' ? '' : ','}`),
          },
        })),
      fc.constant(0).map(() => ({
        kind: 'invalid UTF-8',
        body: {
          contentType: 'application/json',
          payload: Buffer.concat([Buffer.from('{'), Buffer.from([0xff, 0xfe]), Buffer.from(json.slice(1))]),
        },
      })),
      fc.integer({ min: 1024 * 1024 + 1, max: 1024 * 1024 + 4096 }).map((n) => ({
        kind: 'body over 1 MB',
        body: { contentType: 'application/json', payload: toJsonText({ ...asObject, padding: 'p'.repeat(n) }) },
      })),
    );
  }

  if (route.more) {
    drafts.push(
      route.more.map((d) => ({ ...d, params: { ...validParams, ...d.params }, query: { ...validQuery, ...d.query } })),
    );
  }

  // Routes that take no input still get junk query strings and bodies they must ignore safely.
  if (drafts.length === 0) {
    drafts.push(
      queryValue.map((value) => ({ kind: 'junk query', query: { q: value } })),
      hostileValue.map((json) => ({ kind: 'junk body', body: { json } })),
    );
  }

  // Reads also go out as they are: a valid read is what would show a caller what they may not see.
  if (isRead) drafts.push(fc.constant({ kind: 'valid read' }));

  return fc
    .tuple(fc.oneof(...drafts), queryNoise, callers(route.who, { student: isRead }))
    .map(([draft, noise, caller]) => toCase(route, draft, noise, caller, validParams, validQuery, validBody));
}

function toCase(
  route: RouteInputs,
  draft: HostileDraft,
  noise: [string, string][],
  caller: { who: Who; cookie?: string },
  validParams: Record<string, string>,
  validQuery: Query,
  validBody: Record<string, unknown> | undefined,
): HostileCase {
  const params = draft.params ?? validParams;
  const path = route.path.replace(/:(\w+)/g, (_m, name: string) =>
    draft.rawSegment?.param === name ? draft.rawSegment.text : encodeHostile(params[name] ?? ''),
  );
  const url = `${path}${encodeQuery(draft.query ?? validQuery, noise)}`;
  let contentType: string | undefined;
  let payload: string | Buffer | undefined;
  const body = draft.body ?? (validBody ? { json: validBody } : undefined);
  if (body && 'json' in body) {
    contentType = 'application/json';
    payload = toJsonText(body.json);
  } else if (body) {
    contentType = body.contentType;
    payload = body.payload;
  }
  if (!BODY_METHODS.has(route.method) && payload !== undefined && draft.body === undefined) payload = undefined;
  return { kind: draft.kind, ...caller, method: route.method, url, contentType, payload };
}
