import fc from 'fast-check';
import type { JsonSchema } from './route-catalog';

/**
 * One value as it travels: `json` is its JSON text (raw literals such as 1e400 allowed),
 * `text` is what a form field or query parameter carries.
 */
export interface WireValue {
  json: string;
  text: string;
}

const fromString = (text: string): WireValue => ({ json: JSON.stringify(text), text });
const fromJson = (value: unknown): WireValue => {
  const json = JSON.stringify(value) ?? 'null';
  return { json, text: typeof value === 'string' ? value : json };
};
const raw = (literal: string): WireValue => ({ json: literal, text: literal });

/** Keys that reach an object's prototype when input is copied naively. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
] as const;

/** Strings that broke or fooled servers somewhere before. */
const NOTABLE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e400',
  '0x10',
  '1.5',
  ' 7',
  '9007199254740993',
  '2147483648',
  '99999999999999999999999999',
  '\uFF10\uFF11',
  'resume\u202Efdp.exe',
  '\u2066x\u2069',
  '\u200B',
  '../../../etc/passwd',
  '..\\..\\boot.ini',
  "' OR '1'='1",
  '"; DROP TABLE jobs; --',
  '%00',
  '%',
  '%zz',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '\r\nX-Injected: 1',
  'a\u0000b',
  '\uD800',
  '\uFFFF',
  '\u0130\u1E9E',
  '1990-02-30',
  '0000-00-00',
  '99999-12-31',
  '[object Object]',
  ...PROTOTYPE_KEYS,
];

export const controlCharacters = fc
  .array(fc.integer({ min: 0, max: 0x1f }), { minLength: 1, maxLength: 24 })
  .map((codes) => String.fromCharCode(...codes));

/** Long enough to pass any field limit, sometimes past the body limit. */
export const hugeString = fc
  .tuple(fc.integer({ min: 300, max: 300_000 }), fc.constantFrom('x', '\u00E9', '\u{1F642}', '9'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
  { arbitrary: fc.constantFrom(...NOTABLE_STRINGS), weight: 4 },
  { arbitrary: controlCharacters, weight: 1 },
  { arbitrary: hugeString, weight: 1 },
);

/** Numbers as JSON writes them, and as JSON can but JavaScript cannot hold them. */
const hostileNumber: fc.Arbitrary<WireValue> = fc.oneof(
  fc.integer().map(fromJson),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(fromJson),
  fc
    .constantFrom(0, -1, 2 ** 31, 2 ** 31 - 1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308)
    .map(fromJson),
  fc
    .constantFrom('1e400', '-1e400', '-0', '1E+2', '1.0e-400', '123456789012345678901234567890')
    .map(raw),
);

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Anything a caller can put where one field's value belongs. */
export const hostileValue: fc.Arbitrary<WireValue> = fc.oneof(
  { arbitrary: hostileString.map(fromString), weight: 6 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: fc.constantFrom(true, false, null).map(fromJson), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }).map(fromJson), weight: 2 },
  {
    arbitrary: fc.array(hostileString, { maxLength: 3 }).map(fromJson),
    weight: 1,
  },
  { arbitrary: fc.integer({ min: 20, max: 20_000 }).map(nested).map(raw), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...PROTOTYPE_KEYS), hostileString)
      .map(([key, value]) => raw(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`)),
    weight: 1,
  },
);

/** A key a caller may add: prototype names, near-misses of real ones, anything. */
export const hostileKey = (known: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...PROTOTYPE_KEYS), weight: 3 },
    ...(known.length ? [{ arbitrary: fc.constantFrom(...known), weight: 2 }] : []),
    { arbitrary: fc.string({ maxLength: 20 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 300 }), weight: 1 },
  );

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** Values the schema allows (mostly), so generated requests also get past validation. */
export function schemaValue(schema: JsonSchema, depth = 0): fc.Arbitrary<WireValue> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => schemaValue(choice, depth)));
  if (schema.allOf?.length) return schemaValue({ ...schema, allOf: undefined, ...schema.allOf[0] });
  if (schema.enum?.length) return fc.constantFrom(...schema.enum).map(fromJson);
  const types = typesOf(schema).filter((type) => type !== 'null');
  const type = types[0];
  if (type === 'integer' || type === 'number') {
    const min = schema.minimum ?? -1000;
    const max = schema.maximum ?? 100_000;
    return (
      type === 'integer'
        ? fc.integer({ min, max: Math.min(max, min + 1_000_000) })
        : fc.double({ min, max, noNaN: true })
    ).map(fromJson);
  }
  if (type === 'boolean') return fc.boolean().map(fromJson);
  if (type === 'array') {
    return fc
      .array(schemaValue(schema.items ?? {}, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      })
      .map((items) => raw(`[${items.map((item) => item.json).join(',')}]`));
  }
  if (type === 'object' && depth < 3) {
    return fc
      .tuple(
        ...Object.entries(schema.properties ?? {}).map(([key, property]) =>
          fc.option(schemaValue(property, depth + 1), { nil: undefined }).map((value) => ({
            key,
            value,
          })),
        ),
      )
      .map((entries) =>
        raw(
          `{${entries
            .filter((entry) => entry.value)
            .map((entry) => `${JSON.stringify(entry.key)}:${entry.value!.json}`)
            .join(',')}}`,
        ),
      );
  }
  const maxLength = Math.min(schema.maxLength ?? 40, 60);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  return fc
    .oneof(
      fc.string({ minLength, maxLength }),
      fc.emailAddress(),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
      fc.integer({ min: 0, max: 99_999 }).map(String),
    )
    .map(fromString);
}

export const wire = { fromString, fromJson, raw };
