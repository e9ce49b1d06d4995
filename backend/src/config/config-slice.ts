import { z } from 'zod';

/** The environment the backend reads its settings from. */
export type Env = Readonly<Record<string, string | undefined>>;

/** One environment variable as the README's configuration table documents it. */
export type ConfigVariable = { readonly name: string; readonly default: string; readonly description: string };

/**
 * One part of the configuration, owned by the module (or piece of infrastructure) that uses it: the variables it
 * documents, the schema that validates them, and how they become settings. Its settings are top-level properties
 * of AppConfig.
 */
export type ConfigSlice<Settings extends object> = {
  /** README rows, in table order. */
  readonly variables: readonly ConfigVariable[];
  /** Validates the slice's variables; unknown variables are ignored. */
  readonly schema: z.ZodObject;
  /** The settings, from an environment the schema has accepted. */
  readonly load: (env: Env) => Settings;
};

/** The settings a slice contributes to AppConfig. */
export type SliceSettings<Slice> = Slice extends ConfigSlice<infer Settings> ? Settings : never;

/**
 * One environment variable of a slice, declared once: the schema its value passes, its README meaning, and what
 * leaving it unset does. Blank counts as unset and the value is trimmed, unless `blankIsValue`.
 */
export type ConfigVariableDefinition = {
  /** Validates the variable's text and turns it into its value. */
  readonly schema: z.ZodType<unknown, string>;
  readonly description: string;
  /** Blank is a value of its own (STAFF_LINKS: no links), not "unset", and is kept as written. */
  readonly blankIsValue?: true;
} & (
  | {
      /**
       * The value as one would write it in the environment: unset reads exactly as this would (it passes the same
       * schema), and the README shows it.
       */
      readonly default: string;
    }
  | {
      /** What leaving it unset does, for the README; the slice reads `undefined` and decides in `read`. */
      readonly whenUnset: string;
    }
);

type VariableValue<Definition> = Definition extends { readonly schema: infer Schema extends z.ZodType }
  ? Definition extends { readonly default: string }
    ? z.output<Schema>
    : z.output<Schema> | undefined
  : never;

/** A slice's validated variables by name: a variable with a default always has a value. */
export type ConfigValues<Variables> = { readonly [Name in keyof Variables]: VariableValue<Variables[Name]> };

export const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;

/** The variable as the environment holds it: optional; blank counts as unset and the text is trimmed, unless blank is a value. */
function environmentSchema(definition: ConfigVariableDefinition): z.ZodType {
  if (definition.blankIsValue) return z.string().optional().pipe(definition.schema.optional());
  return z.preprocess(blankToUndefined, definition.schema.optional());
}

/**
 * A slice from its variables, each declared once (README row, schema, default), and a function from their validated
 * values to its settings. `env` is the raw environment, for the rare setting whose default is another slice's
 * variable (mail's outbox under DATA_DIR).
 */
export function defineConfigSlice<Variables extends Readonly<Record<string, ConfigVariableDefinition>>, Settings extends object>(definition: {
  readonly variables: Variables;
  readonly read: (values: ConfigValues<Variables>, env: Env) => Settings;
}): ConfigSlice<Settings> {
  const declared = Object.entries(definition.variables);
  const shape = Object.fromEntries(declared.map(([name, variable]) => [name, environmentSchema(variable)]));
  const schema = z.object(shape);
  const withDefaults = (values: Record<string, unknown>): ConfigValues<Variables> => {
    const completed = { ...values };
    for (const [name, variable] of declared) {
      if (completed[name] === undefined && 'default' in variable) completed[name] = shape[name]?.parse(variable.default);
    }
    return completed as ConfigValues<Variables>;
  };
  return {
    variables: declared.map(([name, variable]) => ({
      name,
      default: 'default' in variable ? variable.default : variable.whenUnset,
      description: variable.description,
    })),
    schema,
    load: (env) => definition.read(withDefaults(schema.parse(env)), env),
  };
}
