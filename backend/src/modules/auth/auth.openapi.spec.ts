import { OpenApiGeneratorV31, OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { SAVED_OPENAPI_ROUTES } from '../saved/saved.openapi.js';
import { ACCOUNT_OPENAPI_ROUTES } from './auth.openapi.js';

describe('OpenAPI entries of the account and bookmark calls', () => {
  it('generate a valid OpenAPI 3.1 document with every path parameter declared', () => {
    const registry = new OpenAPIRegistry();
    for (const route of [...ACCOUNT_OPENAPI_ROUTES, ...SAVED_OPENAPI_ROUTES]) registry.registerPath(route);
    const doc = new OpenApiGeneratorV31(registry.definitions).generateDocument({ openapi: '3.1.0', info: { title: 't', version: '1' } });
    expect(Object.keys(doc.paths ?? {})).toEqual(
      expect.arrayContaining(['/events/api/v1/auth/login/', '/events/userdata/', '/events/api/saved_events/event/{id}/', '/auth/{provider}/callback/']),
    );
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const operation of Object.values(item as Record<string, { parameters?: { in: string; name: string }[] }>)) {
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared.sort()).toEqual([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort());
      }
    }
  });
});
