import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type Control, type DefaultValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type TestFormProps<S extends z.ZodObject> = {
  schema: S;
  defaultValues: z.input<S>;
  onSubmit: (values: z.output<S>) => void;
  children: (control: Control<z.input<S>, unknown, z.output<S>>) => ReactNode;
};

/** A react-hook-form form as the screens build them: the zod schema, validation on touch, a submit button. */
export function TestForm<S extends z.ZodObject>({ schema, defaultValues, onSubmit, children }: TestFormProps<S>) {
  const { control, handleSubmit } = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
    mode: 'onTouched',
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      {children(control)}
      <button type="submit">Save</button>
    </form>
  );
}
