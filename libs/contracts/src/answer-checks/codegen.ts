import type { core } from 'zod';
import type { Endpoint } from '../endpoint.js';

/**
 * Writes zod-free TypeScript that checks an answer exactly as a contracts schema parses it: the same values
 * accepted and refused, the same output (unknown keys dropped). Browsers check the listing's first-route
 * answers with it instead of loading zod before the first card. Only the schema kinds answers use are
 * understood; anything else stops the generation, so a check is never looser than its schema.
 */

export type CheckEntry = {
  /** Key of the endpoint's zod-free copy, e.g. `events`. */
  readonly key: string;
  /** The endpoint: its method, path and access are copied, its response schema becomes the check. */
  readonly endpoint: Endpoint & { readonly response: core.$ZodType };
  /** The type the check answers, imported type-only from `typeModule`. */
  readonly typeName: string;
  readonly typeModule: string;
  /** The answer is a list of `typeName`. */
  readonly list?: boolean;
};

type Def = { readonly type: string; readonly checks?: readonly { readonly _zod: { readonly def: CheckDef } }[] } & Record<string, unknown>;
type CheckDef = {
  readonly check: string;
  readonly format?: string;
  readonly pattern?: RegExp;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly value?: number;
  readonly inclusive?: boolean;
};

const defOf = (schema: core.$ZodType): Def => schema._zod.def as unknown as Def;

class Writer {
  private readonly bySchema = new Map<core.$ZodType, string>();
  private readonly byExpression = new Map<string, string>();
  readonly constants: string[] = [];

  /** The name of the check of `schema`; schemas that check alike share one constant. */
  ref(schema: core.$ZodType): string {
    const known = this.bySchema.get(schema);
    if (known) return known;
    const expression = this.expression(schema);
    let name = this.byExpression.get(expression);
    if (!name) {
      name = `c${this.byExpression.size}`;
      this.byExpression.set(expression, name);
      this.constants.push(`const ${name} = ${expression.startsWith('bool') ? '' : '/* @__PURE__ */ '}${expression};`);
    }
    this.bySchema.set(schema, name);
    return name;
  }

  private expression(schema: core.$ZodType): string {
    const def = defOf(schema);
    switch (def.type) {
      case 'string':
        return `str(${rules(stringRules(def))})`;
      case 'number':
        return `num(${rules(numberRules(def))})`;
      case 'boolean':
        return noChecks(def, 'bool');
      case 'null':
        return noChecks(def, 'oneOf([null])');
      case 'nullable':
        return noChecks(def, `nullable(${this.ref(def.innerType as core.$ZodType)})`);
      case 'optional':
        return noChecks(def, `optional(${this.ref(def.innerType as core.$ZodType)})`);
      case 'enum':
        return noChecks(def, `oneOf(${JSON.stringify(Object.values(def.entries as Record<string, string | number>))})`);
      case 'literal':
        return noChecks(def, `oneOf(${JSON.stringify(def.values)})`);
      case 'array':
        return noChecks(def, `list(${this.ref(def.element as core.$ZodType)})`);
      case 'object': {
        if (def.catchall !== undefined) throw new Error('answer-check codegen: object catchall is not supported');
        const shape = Object.entries(def.shape as Record<string, core.$ZodType>).map(([key, value]) => `${JSON.stringify(key)}: ${this.ref(value)}`);
        return noChecks(def, `obj({ ${shape.join(', ')} })`);
      }
      case 'union':
        return noChecks(def, `union([${(def.options as core.$ZodType[]).map((o) => this.ref(o)).join(', ')}])`);
      default:
        throw new Error(`answer-check codegen: zod type "${def.type}" is not supported`);
    }
  }
}

function rules(entries: readonly string[]): string {
  return entries.length === 0 ? '' : `{ ${entries.join(', ')} }`;
}

function noChecks(def: Def, expression: string): string {
  if (def.checks && def.checks.length > 0) throw new Error(`answer-check codegen: checks on "${def.type}" are not supported`);
  return expression;
}

function stringRules(def: Def): string[] {
  return (def.checks ?? []).map(({ _zod: { def: check } }) => {
    if (check.check === 'string_format' && check.format === 'regex' && check.pattern) return `pattern: ${String(check.pattern)}`;
    if (check.check === 'min_length') return `min: ${check.minimum}`;
    if (check.check === 'max_length') return `max: ${check.maximum}`;
    throw new Error(`answer-check codegen: string check "${check.check}/${check.format ?? ''}" is not supported`);
  });
}

function numberRules(def: Def): string[] {
  return (def.checks ?? []).map(({ _zod: { def: check } }) => {
    if (check.check === 'number_format' && check.format === 'safeint') return 'int: true';
    if (check.check === 'greater_than') return `${check.inclusive ? 'gte' : 'gt'}: ${check.value}`;
    if (check.check === 'less_than') return `${check.inclusive ? 'lte' : 'lt'}: ${check.value}`;
    throw new Error(`answer-check codegen: number check "${check.check}/${check.format ?? ''}" is not supported`);
  });
}

/**
 * The whole generated module: a zod-free copy of each entry's endpoint (method, path, access) whose `response`
 * is the check generated from the endpoint's response schema, composed of check-kit.ts's checks.
 */
export function generateAnswerChecks(entries: readonly CheckEntry[], header: string, names: { readonly calls: string; readonly endpoints: string }): string {
  const writer = new Writer();
  const route = (e: CheckEntry) =>
    `method: ${JSON.stringify(e.endpoint.method)}, path: ${JSON.stringify(e.endpoint.path)}, access: ${JSON.stringify(e.endpoint.access)}`;
  // Written out in full (no spread of the calls), so a bundle that uses only the calls drops every check.
  const calls = entries.map((e) => `  ${e.key}: { ${route(e)} },`);
  const copies = entries.map((e) => {
    const type = e.list ? `${e.typeName}[]` : e.typeName;
    return `  ${e.key}: { ${route(e)}, response: { parse: (data: unknown) => ${writer.ref(e.endpoint.response)}(data, '$') as ${type} } },`;
  });
  const imports = new Map<string, string[]>();
  for (const e of entries) imports.set(e.typeModule, [...(imports.get(e.typeModule) ?? []), e.typeName]);
  const importLines = [...imports].map(([module, names]) => `import type { ${[...new Set(names)].sort().join(', ')} } from '${module}';`);
  const kit = ['bool', 'list', 'nullable', 'num', 'obj', 'oneOf', 'optional', 'str', 'union'].filter((name) =>
    writer.constants.some((line) => new RegExp(`\\b${name}\\b`).test(line)),
  );
  return [
    header,
    "import type { ClientEndpoint } from '../endpoint.js';",
    ...importLines,
    `import { ${kit.join(', ')} } from './check-kit.js';`,
    '',
    ...writer.constants,
    '',
    '/** Method, path and access of each call, for a caller that leaves the check to another (the shell\'s prefetch). */',
    `export const ${names.calls} = {`,
    ...calls,
    '} as const satisfies Record<string, ClientEndpoint>;',
    '',
    '/** Each call with the zod-free check of its answer, generated from its schema. */',
    `export const ${names.endpoints} = {`,
    ...copies,
    '} as const satisfies Record<string, ClientEndpoint>;',
    '',
  ].join('\n');
}
