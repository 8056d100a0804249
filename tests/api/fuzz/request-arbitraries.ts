import http from 'node:http';
import fc from 'fast-check';
import {
  PROTOTYPE_KEYS,
  hostileKey,
  hostileString,
  hostileValue,
  schemaValue,
  wire,
  type WireValue,
} from './hostile-values';
import type { FuzzRoute, JsonSchema } from './route-catalog';

/** A valid request to build on: path parameters, query and body that the route accepts. */
export interface RouteExample {
  params?: Record<string, Array<string | number>>;
  query?: Record<string, string>;
  /**
   * Body fields: objects become JSON text (a form field holding JSON), Buffers become files,
   * arbitraries give a fresh value each time (codes and e-mails that must not repeat).
   */
  body?: Record<string, unknown>;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: Buffer;
  remoteAddress: string;
  /** 'session': the runner adds the token of a live staff session. */
  authorization?: 'session' | string;
}

interface FilePart {
  file: true;
  filename: string;
  contentType: string;
  content: Buffer;
}
type FieldPart = WireValue | FilePart;
type Entries = Array<[string, FieldPart]>;

const isFile = (part: FieldPart): part is FilePart => 'file' in part;

/**
 * The longest URL a route can be sent: Node's HTTP parser answers 431 itself to a request whose
 * request line and headers pass `http.maxHeaderSize` (16 KiB; the room left is for the method,
 * the version and the headers generated here), so a longer one never reaches the app. A huge
 * value put in a path or query is cut there: 3 % of the URLs generated were longer, up to
 * 2.6 MB, and decoding them was a third of the fuzz test's time.
 */
const MAX_URL_LENGTH = http.maxHeaderSize - 1024;
const reachable = (url: string) =>
  url.length > MAX_URL_LENGTH ? url.slice(0, MAX_URL_LENGTH) : url;

/** Like encodeURIComponent, but lone surrogates go out as UTF-8 replacement bytes instead of throwing. */
function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
  }
}

const printable = (maxLength: number) =>
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength,
  });

/** Header values Node will send: printable ASCII, with some well-known shapes. */
const headerValue = fc.oneof(
  printable(80),
  fc.constantFrom(
    '',
    '*/*',
    'gzip',
    'br;q=abc',
    'identity;q=0',
    'bytes=0-',
    'bytes=-1',
    'bytes=99999999999-',
    'W/"x"',
    '203.0.113.9, 198.51.100.7',
    'unknown, ::1',
    'null',
  ),
);

const OPTIONAL_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-language',
  'x-forwarded-for',
  'x-request-id',
  'if-none-match',
  'if-modified-since',
  'range',
  'origin',
  'cookie',
  'content-encoding',
] as const;

const extraHeaders = fc
  .array(fc.tuple(fc.constantFrom(...OPTIONAL_HEADERS), headerValue), { maxLength: 3 })
  .map((pairs) => Object.fromEntries(pairs) as Record<string, string>);

/** Drops, replaces and adds entries: missing fields, wrong types, extra and prototype keys. */
function mutated<T>(
  base: fc.Arbitrary<Array<[string, T]>>,
  hostile: fc.Arbitrary<T>,
  knownKeys: string[],
): fc.Arbitrary<Array<[string, T]>> {
  type Mutation =
    | { kind: 'drop'; at: number }
    | { kind: 'replace'; at: number; value: T }
    | { kind: 'add'; key: string; value: T };
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.nat().map((at) => ({ kind: 'drop' as const, at })),
    fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostile }),
    fc.record({ kind: fc.constant('add' as const), key: hostileKey(knownKeys), value: hostile }),
  );
  const changed = fc
    .tuple(base, fc.array(mutation, { minLength: 1, maxLength: 4 }))
    .map(([entries, mutations]) => {
      const result = [...entries];
      for (const step of mutations) {
        if (step.kind === 'add') result.push([step.key, step.value]);
        else if (result.length > 0) {
          const at = step.at % result.length;
          if (step.kind === 'drop') result.splice(at, 1);
          else result[at] = [result[at][0], step.value];
        }
      }
      return result;
    });
  return fc.oneof({ arbitrary: base, weight: 1 }, { arbitrary: changed, weight: 3 });
}

const jsonObjectText = (entries: Array<[string, WireValue]>) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value.json}`).join(',')}}`;

/** A plain object's JSON, mutated field by field (nested objects too). */
function objectValue(example: Record<string, unknown>, depth = 0): fc.Arbitrary<WireValue> {
  const base = fc.tuple(
    ...Object.entries(example).map(([key, value]) =>
      exampleValue(value, depth).map((wireValue) => [key, wireValue] as [string, WireValue]),
    ),
  );
  return mutated(base, hostileValue, Object.keys(example)).map((entries) =>
    wire.raw(jsonObjectText(entries)),
  );
}

function exampleValue(value: unknown, depth: number): fc.Arbitrary<WireValue> {
  if (value instanceof fc.Arbitrary) return value.map(wire.fromJson);
  if (value && typeof value === 'object' && !Array.isArray(value) && depth < 2) {
    return objectValue(value as Record<string, unknown>, depth + 1);
  }
  return fc.constant(wire.fromJson(value));
}

const FILE_NAMES = [
  'resume.pdf',
  'photo.png',
  '',
  '../../etc/passwd',
  '..\\..\\win.ini',
  'resume\u202Efdp.exe',
  'r\u00E9sum\u00E9 \u0928\u093E\u092E.pdf',
  'a"b.pdf',
  'nul\u0000.pdf',
  `${'x'.repeat(400)}.pdf`,
  '.htaccess',
  'CON.pdf',
];

const CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'application/octet-stream',
  'text/html',
  'application/x-msdownload',
  '',
];

function fileContent(example: Buffer | undefined): fc.Arbitrary<Buffer> {
  const random = fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes));
  return fc.oneof(
    ...(example
      ? [
          { arbitrary: fc.constant(example), weight: 4 },
          {
            arbitrary: fc.nat().map((cut) => example.subarray(0, cut % (example.length + 1))),
            weight: 1,
          },
        ]
      : []),
    { arbitrary: random, weight: 2 },
    { arbitrary: fc.constant(Buffer.alloc(0)), weight: 1 },
    {
      arbitrary: random.map((bytes) => Buffer.concat([Buffer.from('%PDF-1.4\n'), bytes])),
      weight: 1,
    },
    {
      arbitrary: random.map((bytes) =>
        Buffer.concat([Buffer.from('504b0304140000000800', 'hex'), bytes]),
      ),
      weight: 1,
    },
    {
      arbitrary: random.map((bytes) =>
        Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), bytes]),
      ),
      weight: 1,
    },
  );
}

function filePart(example: Buffer | undefined): fc.Arbitrary<FieldPart> {
  return fc.record({
    file: fc.constant(true as const),
    filename: fc.oneof(
      { arbitrary: fc.constant(example ? 'resume.pdf' : 'file.bin'), weight: 3 },
      { arbitrary: fc.constantFrom(...FILE_NAMES), weight: 2 },
      { arbitrary: hostileString, weight: 1 },
    ),
    contentType: fc.constantFrom(...CONTENT_TYPES),
    content: fileContent(example),
  });
}

const isBinary = (schema: JsonSchema) =>
  schema.contentEncoding === 'binary' || schema.format === 'binary';

/** The body's fields before encoding: from the example when there is one, else from the schema. */
function bodyEntries(route: FuzzRoute, example: RouteExample | undefined): fc.Arbitrary<Entries> {
  const schema = route.bodies['application/json'] ?? route.bodies['multipart/form-data'] ?? {};
  const known = Object.keys(schema.properties ?? example?.body ?? {});
  const hostile: fc.Arbitrary<FieldPart> = fc.oneof(
    { arbitrary: hostileValue, weight: 5 },
    { arbitrary: filePart(undefined), weight: 1 },
  );
  if (example?.body) {
    const base = fc.tuple(
      ...Object.entries(example.body).map(([key, value]) =>
        (Buffer.isBuffer(value) ? filePart(value) : exampleValue(value, 0)).map(
          (part) => [key, part] as [string, FieldPart],
        ),
      ),
    );
    return mutated(base, hostile, known);
  }
  const base = fc
    .tuple(
      ...Object.entries(schema.properties ?? {}).map(([key, property]) =>
        fc
          .option(isBinary(property) ? filePart(undefined) : schemaValue(property), {
            nil: undefined,
            freq: 4,
          })
          .map((part) => [key, part] as [string, FieldPart | undefined]),
      ),
    )
    .map((entries) => entries.filter((entry): entry is [string, FieldPart] => Boolean(entry[1])));
  return mutated(base, hostile, known);
}

type MultipartFlaw =
  | 'none'
  | 'truncated'
  | 'no-boundary'
  | 'other-boundary'
  | 'quoted-boundary'
  | 'long-boundary'
  | 'lf-only'
  | 'no-closing'
  | 'no-disposition'
  | 'empty';

const MULTIPART_FLAWS: MultipartFlaw[] = [
  'truncated',
  'no-boundary',
  'other-boundary',
  'quoted-boundary',
  'long-boundary',
  'lf-only',
  'no-closing',
  'no-disposition',
  'empty',
];

function multipartBody(entries: Entries, flaw: MultipartFlaw, cut: number) {
  const boundary = flaw === 'long-boundary' ? 'b'.repeat(200) : 'fuzzBoundary7MA4YWxkTrZu0gW';
  const eol = flaw === 'lf-only' ? '\n' : '\r\n';
  const chunks: Buffer[] = [];
  entries.forEach(([name, part], index) => {
    const disposition =
      flaw === 'no-disposition' && index === 0
        ? ''
        : `Content-Disposition: form-data; name="${name}"${isFile(part) ? `; filename="${part.filename}"` : ''}${eol}`;
    const type = isFile(part) && part.contentType ? `Content-Type: ${part.contentType}${eol}` : '';
    chunks.push(Buffer.from(`--${boundary}${eol}${disposition}${type}${eol}`));
    chunks.push(isFile(part) ? part.content : Buffer.from(part.text));
    chunks.push(Buffer.from(eol));
  });
  if (flaw !== 'no-closing') chunks.push(Buffer.from(`--${boundary}--${eol}`));
  let payload = flaw === 'empty' ? Buffer.alloc(0) : Buffer.concat(chunks);
  if (flaw === 'truncated') payload = payload.subarray(0, cut % (payload.length + 1));
  const contentType =
    flaw === 'no-boundary'
      ? 'multipart/form-data'
      : flaw === 'other-boundary'
        ? 'multipart/form-data; boundary=somethingElse'
        : flaw === 'quoted-boundary'
          ? `multipart/form-data; boundary="${boundary}"`
          : `multipart/form-data; boundary=${boundary}`;
  return { contentType, payload };
}

const asText = (part: FieldPart) => (isFile(part) ? part.content.toString('latin1') : part.text);
interface EncodedBody {
  contentType?: string;
  payload?: Buffer;
}

const JSON_TYPE = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 8 },
  {
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=utf-16le',
      'application/vnd.api+json',
      'text/json',
    ),
    weight: 1,
  },
);

const ODD_TYPES = [
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'application/x-www-form-urlencoded',
  'multipart/mixed; boundary=x',
  'image/png',
  '*/*',
  'application/json; boundary=x',
];

function encodedBody(
  route: FuzzRoute,
  example: RouteExample | undefined,
): fc.Arbitrary<EncodedBody> {
  const entries = bodyEntries(route, example);
  const prefersMultipart = 'multipart/form-data' in route.bodies;
  const hasBody = Object.keys(route.bodies).length > 0;
  // JSON cannot carry a file part: those fields are left out.
  const json = fc.tuple(entries, JSON_TYPE).map(([fields, contentType]) => ({
    contentType,
    payload: Buffer.from(
      `{${fields
        .filter((entry): entry is [string, WireValue] => !isFile(entry[1]))
        .map(([key, value]) => `${JSON.stringify(key)}:${value.json}`)
        .join(',')}}`,
    ),
  }));
  const multipart = fc
    .tuple(
      entries,
      fc.oneof(
        { arbitrary: fc.constant<MultipartFlaw>('none'), weight: 3 },
        { arbitrary: fc.constantFrom(...MULTIPART_FLAWS), weight: 2 },
      ),
      fc.nat(),
    )
    .map(([fields, flaw, cut]) => multipartBody(fields, flaw, cut))
    .map(({ contentType, payload }) => ({ contentType, payload }));
  const urlEncoded = entries.map((fields) => ({
    contentType: 'application/x-www-form-urlencoded',
    payload: Buffer.from(
      fields.map(([key, part]) => `${percentEncode(key)}=${percentEncode(asText(part))}`).join('&'),
    ),
  }));
  const nonObjectJson = hostileValue.map((value) => ({
    contentType: 'application/json',
    payload: Buffer.from(value.json),
  }));
  const brokenJson = fc
    .tuple(json, fc.nat(), fc.constantFrom('cut', 'bom', 'trailing', 'empty', 'nul'))
    .map(([body, cut, how]) => {
      const text = body.payload!;
      const payload =
        how === 'cut'
          ? text.subarray(0, cut % (text.length + 1))
          : how === 'bom'
            ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), text])
            : how === 'trailing'
              ? Buffer.concat([text, Buffer.from('}{"a":1}')])
              : how === 'nul'
                ? Buffer.concat([text, Buffer.from([0])])
                : Buffer.alloc(0);
      return { contentType: 'application/json', payload };
    });
  const oddType = fc
    .tuple(
      fc.oneof(fc.constantFrom(...ODD_TYPES), printable(60)),
      fc.oneof(json, multipart, urlEncoded).map((body) => body.payload),
    )
    .map(([contentType, payload]) => ({ contentType, payload }));
  const noType = fc.oneof(json, multipart).map((body) => ({ payload: body.payload }));
  const none = fc.constant<EncodedBody>({});

  return fc.oneof(
    { arbitrary: none, weight: hasBody ? 1 : 60 },
    { arbitrary: json, weight: hasBody && !prefersMultipart ? 8 : 2 },
    { arbitrary: multipart, weight: prefersMultipart ? 10 : 2 },
    { arbitrary: urlEncoded, weight: 1 },
    { arbitrary: nonObjectJson, weight: 1 },
    { arbitrary: brokenJson, weight: 1 },
    { arbitrary: oddType, weight: 1 },
    { arbitrary: noType, weight: 1 },
  );
}

const ODD_NUMBERS = [
  'Infinity',
  '-Infinity',
  'NaN',
  '-1',
  '0',
  '1e400',
  '1e3',
  '0x10',
  '1.5',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999999999',
  '',
  ' 1',
  '+1',
  '1_000',
];

/** Raw text for a URL, %-escapes left as they are (some deliberately broken). */
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%00',
  '%2e%2e',
  '..',
  '.',
  '%2F',
  '1;x=1',
  '1%0a',
  '%C0%AE',
  '%u0031',
];

function paramText(schema: JsonSchema, examples: Array<string | number>): fc.Arbitrary<string> {
  const encoded = fc
    .oneof(
      { arbitrary: schemaValue(schema).map((value) => value.text), weight: 2 },
      { arbitrary: fc.constantFrom(...ODD_NUMBERS), weight: 2 },
      { arbitrary: hostileString, weight: 2 },
    )
    .map(percentEncode);
  return fc.oneof(
    ...(examples.length
      ? [{ arbitrary: fc.constantFrom(...examples.map(String)), weight: 5 }]
      : []),
    { arbitrary: encoded, weight: 4 },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 },
  );
}

function queryText(route: FuzzRoute, example: RouteExample | undefined): fc.Arbitrary<string> {
  const known = Object.keys(route.query);
  const base = fc
    .tuple(
      ...Object.entries(route.query).map(([name, schema]) =>
        fc
          .option(
            fc.oneof(
              ...(example?.query?.[name] !== undefined ? [fc.constant(example.query[name])] : []),
              schemaValue(schema).map((value) => value.text),
            ),
            { nil: undefined, freq: 2 },
          )
          .map((value) => [name, value] as [string, string | undefined]),
      ),
    )
    .map((pairs) => pairs.filter((pair): pair is [string, string] => pair[1] !== undefined));
  const hostile = fc.oneof(fc.constantFrom(...ODD_NUMBERS), hostileString);
  const pairs = mutated(base, hostile, known).map((list) =>
    list.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`),
  );
  const raw = fc.constantFrom(
    'page=Infinity&limit=NaN',
    'page=-1&limit=1e400',
    'page=1&page=2',
    'page[]=1',
    'page[a]=1',
    '__proto__[admin]=1',
    'constructor[prototype][x]=1',
    '&&&==&',
    'page',
    '=1',
    'page=%',
    'search=%zz',
    `search=${'%41'.repeat(3000)}`,
  );
  return fc
    .oneof(
      { arbitrary: pairs.map((list) => list.join('&')), weight: 4 },
      { arbitrary: raw, weight: 1 },
    )
    .map((text) => (text ? `?${text}` : ''));
}

/** Small changes to an otherwise right path: trailing slash, doubled slash, case, dot segments. */
const pathDecoration = fc.constantFrom<(path: string) => string>(
  (path) => path,
  (path) => `${path}/`,
  (path) => path.replace('/api/', '/api//'),
  (path) => path.toUpperCase(),
  (path) => `${path}/..`,
  (path) => `${path}%2F..%2Fhealth`,
  (path) => `${path};x=1`,
  (path) => `${path}/${'a'.repeat(3000)}`,
);

export function requestArbitrary(
  route: FuzzRoute,
  example: RouteExample | undefined,
): fc.Arbitrary<FuzzRequest> {
  const path = fc
    .tuple(
      ...Object.entries(route.pathParams).map(([name, schema]) =>
        paramText(schema, example?.params?.[name] ?? []).map(
          (text) => [name, text] as [string, string],
        ),
      ),
    )
    .map((values) =>
      values.reduce((result, [name, text]) => result.replace(`{${name}}`, text), route.path),
    );
  const decoratedPath = fc.oneof(
    { arbitrary: path, weight: 12 },
    {
      arbitrary: fc.tuple(path, pathDecoration).map(([text, decorate]) => decorate(text)),
      weight: 1,
    },
  );
  const authorization: fc.Arbitrary<string | undefined> = route.staff
    ? fc.oneof(
        { arbitrary: fc.constant('session'), weight: 12 },
        { arbitrary: fc.constant(undefined), weight: 1 },
        {
          arbitrary: fc.oneof(
            fc.constantFrom(
              'Bearer',
              'Bearer ',
              'Basic YWRtaW46YWRtaW4=',
              'bearer x',
              'Bearer null',
            ),
            printable(80).map((text) => `Bearer ${text}`),
          ),
          weight: 1,
        },
      )
    : fc.option(
        printable(60).map((text) => `Bearer ${text}`),
        { nil: undefined, freq: 8 },
      );
  const method =
    route.method === 'GET'
      ? fc.oneof(
          { arbitrary: fc.constant('GET'), weight: 8 },
          { arbitrary: fc.constant('HEAD'), weight: 1 },
        )
      : fc.constant(route.method);
  return fc
    .record({
      method,
      path: decoratedPath,
      query: queryText(route, example),
      body: encodedBody(route, example),
      headers: extraHeaders,
      remoteAddress: fc.oneof(fc.ipV4(), fc.ipV6(), fc.constant('127.0.0.1')),
      authorization,
    })
    .map(
      ({ method: verb, path: text, query, body, headers, remoteAddress, authorization: auth }) => {
        const request: FuzzRequest = {
          method: verb,
          url: reachable(`${text}${query}`),
          headers: {
            ...headers,
            ...(body.contentType !== undefined ? { 'content-type': body.contentType } : {}),
          },
          payload: verb === 'HEAD' ? undefined : body.payload,
          remoteAddress,
          authorization: auth,
        };
        return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
      },
    );
}

/** Odd paths and query strings anywhere on the site, under /api/ and outside it. */
export function oddPathArbitrary(knownPaths: string[]): fc.Arbitrary<FuzzRequest> {
  const segment = fc.oneof(
    { arbitrary: fc.webSegment(), weight: 3 },
    { arbitrary: hostileString.map(percentEncode), weight: 3 },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS, ...PROTOTYPE_KEYS), weight: 2 },
  );
  const invented = fc
    .tuple(
      fc.constantFrom('/', '/api/', '/api/career/', '/assets/', '/api/files/'),
      fc.array(segment, { maxLength: 4 }),
    )
    .map(([prefix, segments]) => prefix + segments.join('/'));
  const known = fc.constantFrom(...knownPaths.map((path) => path.replace(/\{[^}]+\}/g, '1')));
  const path = fc.oneof(
    { arbitrary: invented, weight: 3 },
    {
      arbitrary: fc.tuple(known, pathDecoration).map(([text, decorate]) => decorate(text)),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(
        '/',
        '/career',
        '/contact',
        '/login',
        '/sitemap.xml',
        '/robots.txt',
      ),
      weight: 1,
    },
  );
  const query = fc.oneof(
    fc.constant(''),
    fc.webQueryParameters().map((text) => (text ? `?${text}` : '')),
    fc.constantFrom(
      '?page=Infinity',
      '?__proto__[x]=1',
      '?%',
      `?q=${'x'.repeat(5000)}`,
      '?a=1&a=2',
    ),
  );
  return fc
    .record({
      method: fc.constantFrom(
        'GET',
        'GET',
        'GET',
        'HEAD',
        'POST',
        'PUT',
        'DELETE',
        'PATCH',
        'OPTIONS',
      ),
      path,
      query,
      headers: extraHeaders,
      remoteAddress: fc.ipV4(),
    })
    .map(({ method, path: text, query: search, headers, remoteAddress }) => {
      const request: FuzzRequest = {
        method,
        url: reachable(`${text}${search}`),
        headers,
        remoteAddress,
      };
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}

/** A short, readable form of a request for failure reports (bodies can be megabytes). */
export function describeRequest(request: FuzzRequest): string {
  const body = request.payload
    ? ` body(${request.payload.length} bytes): ${JSON.stringify(request.payload.subarray(0, 400).toString('latin1'))}`
    : '';
  const url = request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url;
  return `${request.method} ${url} headers=${JSON.stringify(request.headers)} auth=${request.authorization ?? 'none'}${body}`;
}
