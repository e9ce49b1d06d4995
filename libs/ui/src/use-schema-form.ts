import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm, type UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A form checked by its endpoint's schema from libs/contracts, as every form of the product is: react-hook-form with
 * the zod resolver, a field checked when it loses focus and then as it changes (onTouched), so a message never
 * appears while someone is still typing their first answer.
 */
export function useSchemaForm<Input extends FieldValues, Output>(schema: ZodType<Output, Input>, defaultValues: DefaultValues<Input>): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({ mode: 'onTouched', defaultValues, resolver: zodResolver<Input, unknown, Output>(schema) });
}
