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
 * A slice from its variables' zod shape and a function from the validated values to its settings. `env` is the
 * raw environment, for the rare setting whose default is another slice's variable (mail's outbox under DATA_DIR).
 */
export function defineConfigSlice<Shape extends z.ZodRawShape, Settings extends object>(definition: {
  readonly variables: readonly ConfigVariable[];
  readonly shape: Shape;
  readonly read: (values: z.output<z.ZodObject<Shape>>, env: Env) => Settings;
}): ConfigSlice<Settings> {
  const schema = z.object(definition.shape);
  return { variables: definition.variables, schema, load: (env) => definition.read(schema.parse(env), env) };
}

export const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;

/** An optional environment variable: blank counts as unset, and the value is trimmed. */
export function envVar<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}
