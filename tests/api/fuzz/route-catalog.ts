import type { FastifyInstance } from 'fastify';

/** A JSON schema as the OpenAPI document gives it (only the keywords the fuzzer reads). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  contentEncoding?: string;
  format?: string;
}

export interface FuzzRoute {
  /** `POST /api/career/apply-jobs`: names the route in reports and hints. */
  key: string;
  method: string;
  /** The path with `{name}` placeholders, as in the OpenAPI document. */
  path: string;
  /** Needs a staff session (the operation declares bearer security). */
  staff: boolean;
  pathParams: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  /** Request body schemas by content type (`application/json`, `multipart/form-data`). */
  bodies: Record<string, JsonSchema>;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * Every operation of the app's own OpenAPI document, so a route added later is fuzzed
 * without anyone listing it. The document's viewer routes are not the app's.
 */
export async function readRouteCatalog(app: FastifyInstance): Promise<FuzzRoute[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) {
    throw new Error(`the OpenAPI document is missing (${response.statusCode})`);
  }
  const document = response.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const byPlace = (place: string) =>
        Object.fromEntries(
          parameters
            .filter((parameter) => parameter.in === place)
            .map((parameter) => [parameter.name, parameter.schema ?? {}]),
        );
      routes.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        staff: (operation.security ?? []).length > 0,
        pathParams: byPlace('path'),
        query: byPlace('query'),
        bodies: Object.fromEntries(
          Object.entries(operation.requestBody?.content ?? {}).map(([type, content]) => [
            type,
            content.schema ?? {},
          ]),
        ),
      });
    }
  }
  return routes;
}
