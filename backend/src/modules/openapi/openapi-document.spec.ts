import SwaggerParser from '@apidevtools/swagger-parser';
import { API_ENDPOINTS } from '@events/contracts/api';
import { buildOpenApiDocument } from './openapi-document.js';

type Response = { headers?: Record<string, { required?: boolean }> };
type Operation = { parameters?: { in: string; name: string }[]; responses: Record<string, Response>; tags?: string[] };

describe('the OpenAPI document built from the endpoint contracts', () => {
  const doc = buildOpenApiDocument('test');
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;

  it('is a valid OpenAPI 3.1 document (swagger-parser)', async () => {
    // The parser dereferences what it is given: a copy. Its document type comes from openapi-types, the
    // generator's from openapi3-ts; both describe the same JSON.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it('has one operation per endpoint, with its success status, tag and every path parameter declared', () => {
    const operations = Object.entries(paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations.sort()).toEqual(API_ENDPOINTS.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`).sort());
    for (const { endpoint } of API_ENDPOINTS) {
      const operation = paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(Object.keys(operation?.responses ?? {})).toContain(String(endpoint.status ?? 200));
      expect(operation?.tags).toEqual([endpoint.tag]);
      const declared = (operation?.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared.sort()).toEqual([...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort());
    }
  });

  it("documents a 400's field-error codes and language beside its messages (issue 31)", () => {
    const withFieldErrors = API_ENDPOINTS.filter(({ endpoint }) => endpoint.errors?.[400] !== undefined && endpoint.errorBodies?.[400] === undefined);
    expect(withFieldErrors.length).toBeGreaterThan(0);
    for (const { endpoint } of withFieldErrors) {
      const headers = paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.responses['400']?.headers ?? {};
      expect(Object.keys(headers).sort()).toEqual(['Content-Language', 'Field-Error-Codes']);
      expect(headers['Field-Error-Codes']?.required).not.toBe(true);
    }
  });
});
