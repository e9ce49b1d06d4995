/**
 * The few checks the generated answer checks (first-route.ts) are composed of: each takes a value and the path
 * it was found at, and answers the value as the contracts schema would output it (unknown keys dropped), or
 * throws a TypeError naming the path. Written small on purpose: they run on the listing's first route.
 */
export type Check = (value: unknown, path: string) => unknown;
type OptionalCheck = Check & { readonly optional: true };

function fail(path: string): never {
  throw new TypeError(`The answer does not match its schema at ${path}.`);
}

export const bool: Check = (d, p) => (typeof d === 'boolean' ? d : fail(p));

/** A string, with zod's length and pattern checks when the schema has them. */
export function str(rules: { readonly min?: number; readonly max?: number; readonly pattern?: RegExp } = {}): Check {
  return (d, p) =>
    typeof d === 'string' && d.length >= (rules.min ?? 0) && d.length <= (rules.max ?? Infinity) && (!rules.pattern || rules.pattern.test(d)) ? d : fail(p);
}

/** A finite number (zod refuses NaN and infinities), a safe integer with `int`, within the bounds given. */
export function num(rules: { readonly int?: boolean; readonly gt?: number; readonly gte?: number; readonly lt?: number; readonly lte?: number } = {}): Check {
  return (d, p) =>
    typeof d === 'number' &&
    Number.isFinite(d) &&
    (!rules.int || Number.isSafeInteger(d)) &&
    !(rules.gt !== undefined && !(d > rules.gt)) &&
    !(rules.gte !== undefined && !(d >= rules.gte)) &&
    !(rules.lt !== undefined && !(d < rules.lt)) &&
    !(rules.lte !== undefined && !(d <= rules.lte))
      ? d
      : fail(p);
}

export function oneOf(values: readonly unknown[]): Check {
  return (d, p) => (values.includes(d) ? d : fail(p));
}

export function nullable(check: Check): Check {
  return (d, p) => (d === null ? null : check(d, p));
}

/** A key that may be absent (kept as undefined when present as undefined, as zod does). */
export function optional(check: Check): OptionalCheck {
  return Object.assign((d: unknown, p: string) => (d === undefined ? undefined : check(d, p)), { optional: true as const });
}

export function list(item: Check): Check {
  return (d, p) => (Array.isArray(d) ? d.map((v, i) => item(v, `${p}[${i}]`)) : fail(p));
}

export function obj(shape: Readonly<Record<string, Check | OptionalCheck>>): Check {
  return (d, p) => {
    if (typeof d !== 'object' || d === null || Array.isArray(d)) return fail(p);
    const o = d as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      if ('optional' in check && !(key in o)) continue;
      out[key] = check(o[key], `${p}.${key}`);
    }
    return out;
  };
}

/** The first option that accepts the value, as zod's unions take it. */
export function union(options: readonly Check[]): Check {
  return (d, p) => {
    for (const option of options) {
      try {
        return option(d, p);
      } catch {
        // the next option
      }
    }
    return fail(p);
  };
}
