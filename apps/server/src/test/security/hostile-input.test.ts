import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishText, errorSchema, messageEntries, type ApiError, type CodedMessage } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { createMember, createTestContext, type TestContext } from '../context.ts';
import { createEvent, createLocation, createProgram, createProgramCategory } from '../factories.ts';
import { documentedRoutes, type DocumentedRoute } from '../routes.ts';

/*
 * Hostile input, generated: for every mutating route and every list query, fast-check builds
 * requests from the route's own schema (the OpenAPI document) and from far outside it. No answer
 * may be a 500, every 4xx carries the contract's body with a known code for its message and for
 * each field's, and a refused request changes nothing in the database. FUZZ_RUNS sets the cases
 * per route (`npm run fuzz` runs thousands).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
/**
 * Room for every case of every route (some forty of them, a case a few milliseconds) on a CI
 * machine whose other core runs another test file.
 */
const TIME_LIMIT_MS = Math.max(300_000, RUNS * 25 * 20);

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  pattern?: string;
};

let ctx: TestContext;
let routes: DocumentedRoute[];
/** Ids that name real rows, so that generated requests reach past the "not found" checks. */
let known: { members: number[]; events: number[]; programs: number[]; postalCodes: number[]; programCategories: number[] };

// ---------- generators ----------

const nasty = fc.constantFrom(
  "'; drop table members;--",
  "' or '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00',
  '%',
  '_',
  '\\',
  '\u202eevil',
  '\uFEFF',
  '\uD800',
  'Ñandú Çå 😀 𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '   ',
  '',
  'null',
  'NaN',
  '-1',
  '0x10',
  '1e309',
  '=cmd|"/c calc"!A1',
);
const controlText = fc
  .string({ unit: fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code)), minLength: 1, maxLength: 5 })
  .map((controls) => `a${controls}b`);
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  nasty,
  controlText,
  fc.integer({ min: 101, max: 5000 }).map((length) => 'x'.repeat(length)),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, 2 ** 63, 1e20, 1e308, -0, 0.5),
);

/*
 * Numbers as a URL writes them. Every number of a path or a query is text in the OpenAPI document
 * (`{type: "string", pattern: "^\\d+$"}`), so the generators that read the document's types see no
 * number there and make random text, and hostileNumber, written by String(), never has more than
 * 21 digits without an exponent: neither ever asks for page 99999999999999999999, whose offset
 * neither database took (a 500). These are the spellings a person or a program may send: digits
 * past 2^31, 2^53, 2^63 and the largest double, negative, with an exponent, behind leading zeros,
 * with a fraction, signed, in hex, padded. Every query value and path value draws from them.
 */
const digits = (maxLength: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength });
const numericSpelling: fc.Arbitrary<string> = fc.oneof(
  fc.bigInt({ min: 0n, max: 2n ** 72n }).map(String),
  fc.bigInt({ min: -(2n ** 72n), max: -1n }).map(String),
  digits(400),
  fc.tuple(fc.constantFrom('', '-', '+'), digits(3), fc.constantFrom('e', 'E', 'e+', 'e-'), digits(3)).map((parts) => parts.join('')),
  fc.tuple(fc.integer({ min: 1, max: 30 }), fc.bigInt({ min: 0n, max: 2n ** 72n })).map(([zeros, n]) => `${'0'.repeat(zeros)}${n}`),
  fc.tuple(fc.constantFrom('', '-'), digits(20), digits(5)).map(([sign, whole, fraction]) => `${sign}${whole}.${fraction}`),
  fc.constantFrom(
    '0',
    '1',
    '2147483647',
    '2147483648',
    '4294967296',
    '9007199254740991',
    '9007199254740993',
    '461168601842738792',
    '9223372036854775807',
    '9223372036854775808',
    '18446744073709551616',
    '100000000000000000001',
    '.5',
    '5.',
    '+1',
    ' 1',
    '1 ',
    '0x1F',
    '0b1',
    '0o7',
    '1_000',
    'Infinity',
    '-Infinity',
    '１',
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.string(), fc.integer()), { maxKeys: 3 }),
);

/** Percent-encodes the UTF-8 bytes of any text, lone surrogates included (encodeURIComponent throws on those). */
const encodeBytes = (text: string) => [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
/** Escapes a URL parser may choke on, sent as they are. */
const rawEscape = fc.constantFrom('%', '%zz', '%C0%AF', '%ED%A0%80', '%FF', '%00', '%E2%80%AE', '..', '.');

const pick = (ids: () => number[]) => fc.constant(null).chain(() => fc.constantFrom(...ids()));

/** A number written as text: what the document says of every number in a path or a query. */
const isDigitText = (schema: JsonSchema) => schema.type === 'string' && schema.pattern === '^\\d+$';

/**
 * A nullable field's schema for its values other than null: OpenAPI 3.1 writes a nullable field as
 * `anyOf: [schema, {type: 'null'}]` or `type: [type, 'null']`.
 */
function withoutNull(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf?.filter((branch) => branch.type !== 'null');
  if (branches?.length === 1 && branches.length < schema.anyOf!.length) return withoutNull(branches[0]!);
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((type) => type !== 'null');
    if (types.length === 1) return { ...schema, type: types[0] };
  }
  return schema;
}

/** A value the schema accepts (or nearly: limits and formats taken from the field's name). */
function validValue(name: string, nullable: JsonSchema): fc.Arbitrary<unknown> {
  const schema = withoutNull(nullable);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.type === 'boolean') return fc.boolean();
  if (isDigitText(schema)) return (validValue(name, { type: 'integer' }) as fc.Arbitrary<number>).map(String);
  if (schema.type === 'integer' || schema.type === 'number') {
    if (/^(code|attendeeCode)$/.test(name)) return pick(() => known.members);
    if (/programId/.test(name)) return pick(() => known.programs);
    if (/postalCodeId/.test(name)) return pick(() => known.postalCodes);
    if (/categoryId/.test(name))
      return fc.oneof(
        pick(() => known.programCategories),
        fc.integer({ min: 1, max: 5 }),
      );
    return fc.integer({ min: 1, max: 10 });
  }
  if (schema.type === 'array') return fc.array(validValue(name, schema.items ?? {}), { maxLength: 3 });
  // An object inside a body (a new member's household): each of its fields on its own, as a body's.
  if (schema.type === 'object' && schema.properties)
    return fc
      .record(Object.fromEntries(Object.entries(schema.properties).map(([field, inner]) => [field, fieldValue(field, inner)])))
      .map((value) => Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)));
  if (/email/i.test(name)) return fc.emailAddress();
  if (/date/i.test(name)) return fc.constantFrom('2030-01-31', '2029-02-28', '2030-02-30', '1999-12-31');
  if (/time/i.test(name)) return fc.constantFrom('00:00', '09:30', '23:59', '24:00');
  if (/password/i.test(name)) return fc.constantFrom('Str0ng!Password', 'N3w!Password', 'weak');
  return fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

/** Absent, valid, or hostile: each field of a body on its own. */
function fieldValue(name: string, schema: JsonSchema) {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 5, arbitrary: validValue(name, schema) },
    { weight: 3, arbitrary: hostileValue },
  );
}

function bodyArbitrary(route: DocumentedRoute): fc.Arbitrary<{ payload: string; contentType: string | undefined }> {
  const schema = route.operation.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined;
  const properties = schema?.properties ?? {};
  const fromSchema = fc
    .record({
      fields: fc.record(Object.fromEntries(Object.entries(properties).map(([name, field]) => [name, fieldValue(name, field)]))),
      unknown: fc.option(fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), hostileValue, { maxKeys: 2 }), { freq: 4 }),
    })
    .map(({ fields, unknown }) => ({
      ...unknown,
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    }));
  const body = fc.oneof(
    { weight: 8, arbitrary: fromSchema },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.array(hostileValue, { maxLength: 3 }) },
  );
  const raw = fc.oneof(
    { weight: 9, arbitrary: body.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom('{"email":', '{"a":1,"a":2}', '[', '\u0000', 'x'.repeat(1024 * 1024 + 1)) },
  );
  const contentType = fc.oneof(
    { weight: 9, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', undefined),
    },
  );
  return fc.record({ payload: raw, contentType });
}

/** A path value: a real id most of the time, or anything at all. */
function pathValue(name: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: (validValue(name, { type: 'integer' }) as fc.Arbitrary<number>).map(String) },
    { weight: 3, arbitrary: fc.oneof(hostileString, hostileNumber.map(String), numericSpelling).map((text) => encodeBytes(text) || '0') },
    { weight: 1, arbitrary: rawEscape },
  );
}

function urlArbitrary(route: DocumentedRoute): fc.Arbitrary<string> {
  const pathNames = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  const queryParameters = (route.operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const query = fc
    .array(
      fc.oneof(
        {
          weight: 6,
          arbitrary: queryParameters.length
            ? fc.constantFrom(...queryParameters).chain((p) =>
                fc.tuple(
                  fc.constant(p.name),
                  fc.oneof(
                    validValue(p.name, (p.schema ?? {}) as JsonSchema).map((v) => (Array.isArray(v) ? String(v[0] ?? '') : String(v))),
                    hostileString,
                    numericSpelling,
                  ),
                ),
              )
            : fc.tuple(fc.constant('page'), hostileString),
        },
        { weight: 1, arbitrary: fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), hostileString) },
      ),
      { maxLength: 6 },
    )
    .chain((pairs) =>
      fc
        .option(rawEscape, { freq: 5 })
        .map((raw) =>
          [...pairs.map(([name, value]) => `${encodeBytes(name)}=${encodeBytes(value)}`), ...(raw ? [`search=${raw}`] : [])].join('&'),
        ),
    );
  return fc.tuple(fc.tuple(...pathNames.map(pathValue)), query).map(([values, search]) => {
    let index = 0;
    const path = route.path.replace(/\{[^}]+\}/g, () => values[index++] ?? '1');
    return search ? `${path}?${search}` : path;
  });
}

// ---------- the database before and after ----------

/** Everything a request could change, but the sign-in throttle's records (a refused sign-in is one) and the session's last use. */
async function snapshot(db: Db): Promise<string> {
  const tables = await Promise.all([
    db.selectFrom('members').selectAll().orderBy('code').execute(),
    db.selectFrom('sessions').select(['id', 'token_hash', 'member_code', 'created_at']).orderBy('id').execute(),
    db.selectFrom('events').selectAll().orderBy('code').execute(),
    db.selectFrom('event_series').selectAll().orderBy('id').execute(),
    db.selectFrom('attendance').selectAll().orderBy('event_code').orderBy('member_code').execute(),
    db.selectFrom('programs').selectAll().orderBy('id').execute(),
    db.selectFrom('program_categories').selectAll().orderBy('id').execute(),
    db.selectFrom('event_categories').selectAll().orderBy('id').execute(),
    db.selectFrom('venues').selectAll().orderBy('id').execute(),
    db.selectFrom('households').selectAll().orderBy('id').execute(),
    db.selectFrom('household_members').selectAll().orderBy('household_id').orderBy('member_code').execute(),
    db
      .selectFrom('postal_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .execute(),
  ]);
  return JSON.stringify(tables);
}

const KNOWN_CODES = new Set<string>(messageEntries.map(([code]) => code));

/** A code the contracts know, whose English (its values filled in) is the text sent beside it. */
function checkCoded({ code, values }: { code: string; values?: Record<string, string> | undefined }, text: string, description: string) {
  expect(KNOWN_CODES.has(code), `unknown code ${code} for ${description}`).toBe(true);
  expect(englishText({ code, ...(values && { values }) } as CodedMessage), `the English of ${code} for ${description}`).toBe(text);
}

function checkAnswer(status: number, body: unknown, description: string) {
  expect(status, `500 for ${description}`).toBeLessThan(500);
  if (status >= 400) {
    expect(
      errorSchema.strict().safeParse(body).success,
      `${status} without the contract's body for ${description}: ${JSON.stringify(body)}`,
    ).toBe(true);
    const { errors = {}, errorCodes = {}, ...message } = body as ApiError;
    checkCoded(message, message.message, description);
    expect(Object.keys(errorCodes), `errorCodes beside errors for ${description}`).toEqual(Object.keys(errors));
    for (const [field, texts] of Object.entries(errors)) {
      const codes = errorCodes[field] ?? [];
      expect(codes.length, `a code for each of ${field}'s errors for ${description}`).toBe(texts.length);
      texts.forEach((text, index) => checkCoded(codes[index]!, text, `${field} of ${description}`));
    }
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  routes = await documentedRoutes(ctx);
  const programCategory = await createProgramCategory(ctx.db);
  const { postalCodeId } = await createLocation(ctx.db);
  known = {
    members: [...(await Promise.all(Array.from({ length: 4 }, () => createMember(ctx.db))))],
    events: [
      await createEvent(ctx.db),
      await createEvent(ctx.db, { startsAt: Date.now() - 60_000 }),
      await createEvent(ctx.db, { isCancelled: true }),
    ],
    programs: [await createProgram(ctx.db, { categoryId: programCategory })],
    postalCodes: [postalCodeId],
    programCategories: [programCategory],
  };
  // Households with the first ids, which a generated id (1 to 10) names now and then: a new member's household.
  for (const name of ['Fuzz household one', 'Fuzz household two'])
    await ctx.request({ method: 'POST', url: '/api/households', token: ctx.adminToken, body: { name, members: [] } });
});
afterAll(() => ctx.close());

/** Routes whose purpose is to end the caller's own session: fuzzing them would sign the fuzzer out. */
const SELF_ENDING = new Set(['POST /api/logout']);

describe('hostile input', () => {
  it('covers every mutating route and every list query', () => {
    const mutating = routes.filter((route) => route.method !== 'GET' && !SELF_ENDING.has(route.key));
    const lists = routes.filter((route) => route.method === 'GET' && (route.operation.parameters ?? []).some((p) => p.in === 'query'));
    expect(mutating.length).toBeGreaterThanOrEqual(17);
    expect(lists.length).toBeGreaterThanOrEqual(5);
  });

  it(
    'never answers 500, always answers 4xx with the contract body, and a refused write changes nothing',
    async () => {
      const mutating = routes.filter((route) => route.method !== 'GET' && !SELF_ENDING.has(route.key));
      // The database as the last request left it: nothing else writes to it, so it is the state
      // before the next one, and one snapshot a case is enough.
      let state = await snapshot(ctx.db);
      for (const route of mutating) {
        await fc.assert(
          fc.asyncProperty(urlArbitrary(route), bodyArbitrary(route), async (url, { payload, contentType }) => {
            const before = state;
            const response = await ctx.app.inject({
              method: route.method as 'POST',
              url,
              payload,
              headers: { authorization: `Bearer ${ctx.adminToken}`, ...(contentType && { 'content-type': contentType }) },
            });
            const body = String(response.headers['content-type']).includes('json') && response.body ? response.json() : response.body;
            const description = `${route.method} ${url} ${payload.slice(0, 300)}`;
            checkAnswer(response.statusCode, body, description);
            state = await snapshot(ctx.db);
            if (response.statusCode >= 400) expect(state, `a refused request changed the database: ${description}`).toBe(before);
          }),
          { numRuns: RUNS },
        );
        // The fuzzer stayed signed in all along, so the cases above reached past the guard.
        expect((await ctx.request({ method: 'GET', url: '/api/session', token: ctx.adminToken })).status, route.key).toBe(200);
      }
    },
    TIME_LIMIT_MS,
  );

  it(
    'never answers 500 to a hostile list query, and every 4xx has the contract body',
    async () => {
      const lists = routes.filter((route) => route.method === 'GET' && (route.operation.parameters ?? []).some((p) => p.in === 'query'));
      for (const route of lists) {
        await fc.assert(
          fc.asyncProperty(urlArbitrary(route), async (url) => {
            const response = await ctx.request({ method: 'GET', url, token: ctx.adminToken });
            checkAnswer(response.status, response.body, `GET ${url}`);
          }),
          { numRuns: RUNS },
        );
      }
    },
    TIME_LIMIT_MS,
  );
});
