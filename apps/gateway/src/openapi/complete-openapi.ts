import type { OpenAPIObject } from '@nestjs/swagger';
import { GENERATED_RESPONSES } from './responses.generated';
import { ERROR_RESPONSES, errorEnvelopeSchema } from './error-responses';
import { OPERATION_SUMMARIES, REDIRECTS, RESPONSE_CONTENT } from './summaries';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses: Record<
    string,
    {
      description?: string;
      content?: Record<string, { schema?: unknown }>;
      headers?: Record<string, unknown>;
    }
  >;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const { schemas, operations } = GENERATED_RESPONSES as unknown as {
  schemas: Record<string, unknown>;
  operations: Record<string, { schema?: unknown; empty?: true }>;
};

/**
 * What the decorators leave out of the OpenAPI document, added once when it is built: a summary on
 * every operation (summaries.ts), the schema of every answer from the handler's TypeScript return
 * type (responses.generated.json, `npm run openapi:responses`), the answers that are not JSON
 * (files, audio, streams, redirects), and the error envelope with its codes on every operation.
 */
export function completeOpenApi(document: OpenAPIObject): OpenAPIObject {
  const components = (document.components ??= {});
  components.schemas = {
    ...(schemas as object),
    ...components.schemas,
    ApiError: errorEnvelopeSchema,
  } as never;
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = (byMethod as Record<string, Operation | undefined>)[method];
      if (!operation?.operationId) continue;
      const id = operation.operationId;
      operation.summary ||= OPERATION_SUMMARIES[id];
      if (REDIRECTS.has(id)) describeRedirect(operation);
      else describeAnswer(operation, id);
      const secured = !!operation.security?.length;
      const hasInput = !!operation.requestBody || !!operation.parameters?.some((p) => p.in !== 'header');
      const hasId = path.includes('{');
      for (const [status, error] of Object.entries(ERROR_RESPONSES)) {
        if (status === '401' && !secured) continue;
        if (status === '400' && !hasInput) continue;
        if (status === '404' && !hasId) continue;
        // A route's own description of the error (its limit) stays; the envelope is added to it.
        const own = operation.responses[status];
        operation.responses[status] = own
          ? { ...error, ...own, content: own.content ?? error.content }
          : error;
      }
    }
  }
  return document;
}

function describeRedirect(operation: Operation): void {
  for (const status of Object.keys(operation.responses))
    if (/^2/.test(status)) delete operation.responses[status];
  operation.responses['302'] ??= {
    description: 'Redirect; the Location header says where',
    headers: { Location: { schema: { type: 'string', format: 'uri' } } },
  };
}

/** The success answer's content: by hand (RESPONSE_CONTENT), else the return type's schema, else 204. */
function describeAnswer(operation: Operation, id: string): void {
  const success = Object.keys(operation.responses).find((status) => /^2\d\d$/.test(status)) ?? '200';
  const answer = (operation.responses[success] ??= { description: 'Success' });
  const content = RESPONSE_CONTENT[id];
  const found = operations[id];
  if (content) answer.content = content;
  else if (found?.schema && !answer.content?.['application/json']?.schema)
    answer.content = { 'application/json': { schema: found.schema } };
  else if (found?.empty && success !== '204' && !answer.content) {
    // Nothing to read: the document says so with 204.
    delete operation.responses[success];
    operation.responses['204'] = { description: answer.description ?? 'Done; no body' };
  }
}
