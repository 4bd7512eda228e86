import { TestStack } from '@maeum/testing';
import Ajv from 'ajv';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  summary?: string;
  responses: Record<string, { content?: Record<string, { schema?: Schema; example?: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/**
 * The OpenAPI document a client generates from (GET /api/docs-json): a summary and an answer on
 * every operation (the JSON schema of its success, or a file, stream, redirect or 204), the error
 * envelope with its codes, every $ref resolving, and the schemas true to what the API answers.
 */
describe('the OpenAPI document', () => {
  let stack: TestStack;
  let document: Document;
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['billing'] });
    document = (await (await fetch(`${stack.gateway.url}/api/docs-json`)).json()) as Document;
  });
  afterAll(() => stack?.stop());

  it('is generated from the current handler types (npm run openapi:responses)', () => {
    const check = spawnSync(process.execPath, ['scripts/openapi-responses.mjs', '--check'], {
      cwd: join(__dirname, '..', '..', '..'),
      encoding: 'utf8',
    });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('has a summary and a described answer on every operation', () => {
    const missing: string[] = [];
    for (const { key, op } of operations()) {
      if (!op.summary?.trim()) missing.push(`${key}: no summary`);
      const success = Object.keys(op.responses).find((s) => /^[23]\d\d$/.test(s));
      if (!success) {
        missing.push(`${key}: no success answer`);
        continue;
      }
      const content = op.responses[success].content;
      const bodyless = success === '204' || success === '302';
      if (!bodyless && !Object.values(content ?? {}).some((c) => c.schema && Object.keys(c.schema).length))
        missing.push(`${key}: ${success} has no schema`);
    }
    expect(missing).toEqual([]);
    expect(operations().length).toBeGreaterThan(60);
  });

  it('describes the error envelope and its codes on every operation', () => {
    const missing: string[] = [];
    for (const { key, op } of operations())
      for (const status of ['429', '500', '503']) {
        const answer = op.responses[status]?.content?.['application/json'];
        if (answer?.schema?.$ref !== '#/components/schemas/ApiError') missing.push(`${key} ${status}`);
        else expect((answer.example as { code: string }).code).toMatch(/^[a-z_]+$/);
      }
    expect(missing).toEqual([]);
    expect(document.components.schemas.ApiError).toMatchObject({
      required: ['statusCode', 'code', 'message'],
    });
  });

  it('resolves every $ref', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(refs.length).toBeGreaterThan(50);
    expect([...new Set(refs)].filter((name) => !(name in document.components.schemas))).toEqual([]);
  });

  it('answers what its schemas say (plans, crisis lines, health)', async () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addSchema({ $id: 'doc', components: document.components });
    const schemaOf = (path: string) => {
      const schema = document.paths[path].get.responses['200'].content!['application/json'].schema!;
      return JSON.parse(JSON.stringify(schema).replace(/"#\/components/g, '"doc#/components'));
    };
    for (const path of ['/api/plans', '/api/safety/crisis-lines', '/api/health/live']) {
      const body = await (await fetch(`${stack.gateway.url}${path}`)).json();
      const validate = ajv.compile(schemaOf(path));
      expect([path, validate(body), validate.errors ?? null]).toEqual([path, true, null]);
    }
  });
});
