import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AnyEndpoint } from './endpoint';
import { endpointSchemas } from './endpoint-schemas';
import * as endpoints from './endpoints';

const tableEntries = Object.entries(endpoints).flatMap(([area, group]) =>
  Object.entries(group as Record<string, AnyEndpoint>).map(([name, endpoint]) => ({
    key: `${area}.${name}`,
    endpoint,
  })),
);
const schemaEntries = Object.entries(endpointSchemas).flatMap(([area, group]) =>
  Object.entries(group).map(([name, schemas]) => ({
    key: `${area}.${name}`,
    schemas: schemas as { body?: unknown; query?: unknown; response: unknown },
  })),
);

describe('the endpoint schemas', () => {
  it('when the table is read, then every endpoint has schemas and every schema an endpoint', () => {
    expect(schemaEntries.map((s) => s.key).sort()).toEqual(tableEntries.map((e) => e.key).sort());
  });

  it('when an endpoint answers, then its response is a schema, or null for a 204', () => {
    for (const { key, schemas } of schemaEntries) {
      expect(
        schemas.response === null || schemas.response instanceof z.ZodType,
        `${key}.response`,
      ).toBe(true);
      for (const part of ['body', 'query'] as const) {
        if (part in schemas) expect(schemas[part], `${key}.${part}`).toBeInstanceOf(z.ZodType);
      }
    }
  });

  it('when an endpoint reads, then it has no body schema; a query goes with reads only', () => {
    const byKey = new Map(schemaEntries.map((s) => [s.key, s.schemas]));
    for (const { key, endpoint } of tableEntries) {
      const schemas = byKey.get(key)!;
      if (endpoint.method === 'GET') expect('body' in schemas, `${key}.body`).toBe(false);
      else expect('query' in schemas, `${key}.query`).toBe(false);
    }
  });
});
