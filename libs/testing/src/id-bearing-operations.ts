/** The parts of an OpenAPI 3 document the walkers read. */
export interface OpenApiSchema {
  type?: string;
  $ref?: string;
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
  required?: string[];
  enum?: unknown[];
  maxLength?: number;
}
export interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content?: { 'application/json'?: { schema?: OpenApiSchema } } };
  security?: Record<string, string[]>[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

export interface DocumentedOperation {
  /** `METHOD path`, e.g. `GET /api/sessions/{id}`. */
  key: string;
  method: string;
  path: string;
  operation: OpenApiOperation;
  /**
   * The ids it names: `path:{name}` for a path parameter, `body:{dotted.name}` for a body field
   * (`body:items[].sessionId` inside an array).
   */
  ids: string[];
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/**
 * A name that holds a record's id: `id`, a camelCase `…Id`/`…ID` (`sessionId`) or a snake_case
 * `…_id`. Not every word ending in "id" (`paid`, `valid`).
 */
export function isIdName(name: string): boolean {
  return /^id$/i.test(name) || /[a-z0-9](Id|ID)$/.test(name) || /_id$/i.test(name);
}

/** Every operation of the document with the ids it names (none for most). */
export function documentedOperations(document: OpenApiDocument): DocumentedOperation[] {
  const schemas = document.components?.schemas ?? {};
  const resolve = (schema: OpenApiSchema, seen: Set<string>): OpenApiSchema | undefined => {
    if (!schema.$ref) return schema;
    if (seen.has(schema.$ref)) return undefined; // a recursive schema: its ids were found on the first pass
    seen.add(schema.$ref);
    return schemas[schema.$ref.split('/').pop()!];
  };
  const bodyIds = (schema: OpenApiSchema | undefined, at: string, seen: Set<string>): string[] => {
    const resolved = schema && resolve(schema, seen);
    if (!resolved) return [];
    if (resolved.items) return bodyIds(resolved.items, `${at}[]`, seen);
    return Object.entries(resolved.properties ?? {}).flatMap(([name, property]) => {
      const field = at ? `${at}.${name}` : name;
      return [...(isIdName(name) ? [`body:${field}`] : []), ...bodyIds(property, field, new Set(seen))];
    });
  };
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => {
        const pathIds = (operation.parameters ?? [])
          .filter((p) => p.in === 'path' && isIdName(p.name))
          .map((p) => `path:${p.name}`);
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        return {
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          operation,
          ids: [...pathIds, ...bodyIds(schema, '', new Set())],
        };
      }),
  );
}
