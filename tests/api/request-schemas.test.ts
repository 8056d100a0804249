import Fastify, { type FastifyInstance } from 'fastify';
import { array, number, object, string } from 'yup';
import { docsPlugin } from '../../server/plugins/docs';
import { errorHandlerPlugin } from '../../server/plugins/error-handler';
import { requestValidation } from '../../server/lib/schema-compilers';
import { validateWith } from '../../server/lib/yup-errors';
import type { AppPluginAsync } from '../../server/lib/request-schemas/type-provider';
import { yupToJsonSchema } from '../../server/lib/request-schemas/yup-json-schema';

const noteSchema = object({
  title: string().trim().max(20, 'Title is too long').required('Title is required'),
  code: string()
    .transform((value, original) => (typeof original === 'number' ? String(original) : value))
    .trim()
    .required('Code is required')
    .matches(/^\d{1,6}$/, 'Code must be digits')
    .meta({
      description: 'Digits, as text or a number',
      jsonSchema: { anyOf: [{ type: 'string', maxLength: 32 }, { type: 'number' }] },
    }),
  priority: number().integer().min(1).max(5).default(3),
  tags: array()
    .of(object({ label: string().max(10).required() }))
    .max(3),
});

const jsonNoteSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { title: { type: 'string', maxLength: 20 }, count: { type: 'integer' } },
} as const;

const routes: AppPluginAsync = async (app) => {
  app.post(
    '/api/yup-notes',
    { schema: { summary: 'A note checked by yup', body: noteSchema } },
    // The handler's type comes from the yup schema: `priority` is a number, `code` text.
    async (request) => ({
      success: true,
      data: { ...request.body, doubled: request.body.priority * 2, code: request.body.code },
    }),
  );
  app.post(
    '/api/json-notes',
    { schema: { summary: 'A note checked by Ajv', body: jsonNoteSchema } },
    async (request) => ({ success: true, data: { count: (request.body.count ?? 0) + 1 } }),
  );
};

describe('request schemas given as shared yup schemas', () => {
  let app: FastifyInstance;
  const post = (url: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  beforeAll(async () => {
    app = Fastify({ logger: false, ...requestValidation });
    await app.register(errorHandlerPlugin);
    await app.register(docsPlugin);
    await app.register(routes);
    await app.ready();
  });
  afterAll(() => app.close());

  it('refuses a body with the schema message of every failing field', async () => {
    const response = await post('/api/yup-notes', { title: '  ', code: 'abc', priority: 9 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Title is required',
      errors: {
        title: 'Title is required',
        code: 'Code must be digits',
        priority: 'priority must be less than or equal to 5',
      },
    });
  });

  it('answers an unknown key, also in a nested object, as a JSON schema route does', async () => {
    const json = await post('/api/json-notes', { title: 'Hello', pinned: true });
    const yup = await post('/api/yup-notes', { title: 'Hello', code: '12', pinned: true });
    expect(yup.statusCode).toBe(400);
    expect(yup.json()).toEqual(json.json());
    expect(yup.json()).toEqual({
      success: false,
      message: 'Some of the information sent is not valid.',
      errors: { pinned: 'This field is not accepted.' },
    });

    const nested = await post('/api/yup-notes', {
      title: 'Hello',
      code: '12',
      tags: [{ label: 'a', colour: 'red' }],
    });
    expect(nested.json().errors).toEqual({ colour: 'This field is not accepted.' });
  });

  it('answers a body that is not an object as a JSON schema route does', async () => {
    for (const payload of [['a'], 'text', 42, null]) {
      const json = await post('/api/json-notes', payload);
      const yup = await post('/api/yup-notes', payload);
      expect({ payload, status: yup.statusCode, body: yup.json() }).toEqual({
        payload,
        status: 400,
        body: json.json(),
      });
    }
  });

  it('hands the handler the checked, transformed value', async () => {
    const response = await post('/api/yup-notes', { title: '  Call back  ', code: 4521 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      title: 'Call back',
      code: '4521',
      priority: 3,
      doubled: 6,
    });
  });

  it('still checks JSON schema routes with Ajv and its coercion', async () => {
    const ok = await post('/api/json-notes', { count: '41' });
    expect(ok.json()).toEqual({ success: true, data: { count: 42 } });
    const refused = await post('/api/json-notes', { count: 'many' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('count');
  });

  it('refuses the NUL character as validateWith does', async () => {
    const response = await post('/api/yup-notes', { title: 'A\u0000B', code: '1' });
    expect(response.statusCode).toBe(400);
    await expect(validateWith(noteSchema, { title: 'A\u0000B', code: '1' })).rejects.toEqual(
      expect.objectContaining({ errors: response.json().errors }),
    );
  });

  it('documents the yup body as its JSON schema in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = document.paths['/api/yup-notes'].post.requestBody.content['application/json'];
    expect(body.schema).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['title', 'code'],
      properties: {
        title: { type: 'string', maxLength: 20 },
        code: {
          anyOf: [{ type: 'string', maxLength: 32 }, { type: 'number' }],
          description: 'Digits, as text or a number',
        },
        priority: { type: 'integer', minimum: 1, maximum: 5 },
        tags: {
          type: 'array',
          maxItems: 3,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['label'],
            properties: { label: { type: 'string', maxLength: 10 } },
          },
        },
      },
    });
    expect(yupToJsonSchema(noteSchema)).toEqual(body.schema);
  });
});
