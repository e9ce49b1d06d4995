import type { core } from 'zod';

/**
 * Writes zod-free TypeScript that checks an answer exactly as a contracts schema parses it: the same values
 * accepted and refused, the same output (unknown keys dropped). Browsers check the listing's first-route
 * answers with it instead of loading zod before the first card. Only the schema kinds answers use are
 * understood; anything else stops the generation, so a check is never looser than its schema.
 */

export type CheckEntry = {
  /** Name of the exported check, e.g. `eventListingCheck`. */
  readonly name: string;
  /** The type the check answers, imported type-only from `typeModule`. */
  readonly typeName: string;
  readonly typeModule: string;
  /** The answer is a list of `typeName`. */
  readonly list?: boolean;
  readonly schema: core.$ZodType;
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
  private readonly byBody = new Map<string, string>();
  readonly functions: string[] = [];

  /** The name of the function checking `schema`; schemas that check alike share one function. */
  fn(schema: core.$ZodType): string {
    const known = this.bySchema.get(schema);
    if (known) return known;
    const body = this.body(schema);
    let name = this.byBody.get(body);
    if (!name) {
      name = `c${this.byBody.size}`;
      this.byBody.set(body, name);
      this.functions.push(`function ${name}(d: unknown, p: string): unknown {\n${body}\n}`);
    }
    this.bySchema.set(schema, name);
    return name;
  }

  private body(schema: core.$ZodType): string {
    const def = defOf(schema);
    switch (def.type) {
      case 'string':
        return [`  if (typeof d !== 'string') return fail(p);`, ...stringChecks(def), `  return d;`].join('\n');
      case 'number':
        return [`  if (typeof d !== 'number' || !Number.isFinite(d)) return fail(p);`, ...numberChecks(def), `  return d;`].join('\n');
      case 'boolean':
        return noChecks(def, `  if (typeof d !== 'boolean') return fail(p);\n  return d;`);
      case 'null':
        return noChecks(def, `  if (d !== null) return fail(p);\n  return d;`);
      case 'nullable':
        return noChecks(def, `  return d === null ? null : ${this.fn(def.innerType as core.$ZodType)}(d, p);`);
      case 'enum': {
        const values = Object.values(def.entries as Record<string, string | number>);
        return noChecks(def, `  if (!${JSON.stringify(values)}.includes(d as never)) return fail(p);\n  return d;`);
      }
      case 'literal': {
        const values = def.values as readonly unknown[];
        return noChecks(def, `  if (!${JSON.stringify(values)}.includes(d as never)) return fail(p);\n  return d;`);
      }
      case 'array': {
        const item = this.fn(def.element as core.$ZodType);
        return [`  if (!Array.isArray(d)) return fail(p);`, ...arrayChecks(def), `  return d.map((v, i) => ${item}(v, \`\${p}[\${i}]\`));`].join('\n');
      }
      case 'object':
        return noChecks(def, this.object(def));
      case 'union': {
        const options = (def.options as core.$ZodType[]).map((o) => this.fn(o));
        const tries = options.map((o) => `  try { return ${o}(d, p); } catch { /* the next option */ }`);
        return noChecks(def, [...tries, `  return fail(p);`].join('\n'));
      }
      default:
        throw new Error(`answer-check codegen: zod type "${def.type}" is not supported`);
    }
  }

  private object(def: Def): string {
    if (def.catchall !== undefined) throw new Error('answer-check codegen: object catchall is not supported');
    const shape = def.shape as Record<string, core.$ZodType>;
    const lines = [`  if (typeof d !== 'object' || d === null || Array.isArray(d)) return fail(p);`, `  const o = d as Record<string, unknown>;`, `  const out: Record<string, unknown> = {};`];
    for (const [key, value] of Object.entries(shape)) {
      const k = JSON.stringify(key);
      const valueDef = defOf(value);
      if (valueDef.type === 'optional') {
        const inner = this.fn(valueDef.innerType as core.$ZodType);
        lines.push(`  if (${k} in o) out[${k}] = o[${k}] === undefined ? undefined : ${inner}(o[${k}], p + ${JSON.stringify(`.${key}`)});`);
      } else {
        lines.push(`  out[${k}] = ${this.fn(value)}(o[${k}], p + ${JSON.stringify(`.${key}`)});`);
      }
    }
    lines.push('  return out;');
    return lines.join('\n');
  }
}

function noChecks(def: Def, body: string): string {
  if (def.checks && def.checks.length > 0) throw new Error(`answer-check codegen: checks on "${def.type}" are not supported`);
  return body;
}

function stringChecks(def: Def): string[] {
  return (def.checks ?? []).map(({ _zod: { def: check } }) => {
    if (check.check === 'string_format' && check.format === 'regex' && check.pattern) return `  if (!${String(check.pattern)}.test(d)) return fail(p);`;
    if (check.check === 'min_length') return `  if (d.length < ${check.minimum}) return fail(p);`;
    if (check.check === 'max_length') return `  if (d.length > ${check.maximum}) return fail(p);`;
    throw new Error(`answer-check codegen: string check "${check.check}/${check.format ?? ''}" is not supported`);
  });
}

function numberChecks(def: Def): string[] {
  return (def.checks ?? []).map(({ _zod: { def: check } }) => {
    if (check.check === 'number_format' && check.format === 'safeint') return `  if (!Number.isSafeInteger(d)) return fail(p);`;
    if (check.check === 'greater_than') return `  if (!(d ${check.inclusive ? '>=' : '>'} ${check.value})) return fail(p);`;
    if (check.check === 'less_than') return `  if (!(d ${check.inclusive ? '<=' : '<'} ${check.value})) return fail(p);`;
    throw new Error(`answer-check codegen: number check "${check.check}/${check.format ?? ''}" is not supported`);
  });
}

function arrayChecks(def: Def): string[] {
  return (def.checks ?? []).map(({ _zod: { def: check } }) => {
    throw new Error(`answer-check codegen: array check "${check.check}" is not supported`);
  });
}

/** The whole generated module for the entries. */
export function generateAnswerChecks(entries: readonly CheckEntry[], header: string): string {
  const writer = new Writer();
  const exports = entries.map((e) => {
    const type = e.list ? `${e.typeName}[]` : e.typeName;
    return `export const ${e.name}: AnswerCheck<${type}> = { parse: (data) => ${writer.fn(e.schema)}(data, '$') as ${type} };`;
  });
  const imports = new Map<string, string[]>();
  for (const e of entries) imports.set(e.typeModule, [...(imports.get(e.typeModule) ?? []), e.typeName]);
  const importLines = [...imports].map(([module, names]) => `import type { ${[...new Set(names)].sort().join(', ')} } from '${module}';`);
  return [
    header,
    ...importLines,
    '',
    '/** Checks one answer: its value as the schema outputs it, or a TypeError naming where it differs. */',
    'export type AnswerCheck<T> = { parse(data: unknown): T };',
    '',
    'function fail(path: string): never {',
    '  throw new TypeError(`The answer does not match its schema at ${path}.`);',
    '}',
    '',
    writer.functions.join('\n\n'),
    '',
    exports.join('\n'),
    '',
  ].join('\n');
}
