import { useId, type InputHTMLAttributes, type Ref } from 'react';

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: string;
  description?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox with its label beside it and an optional help line read with it. */
export function CheckboxField({ label, description, ref, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="event-form__checkbox">
      <input {...input} ref={ref} id={id} type="checkbox" aria-describedby={description ? `${id}-description` : undefined} />
      <label htmlFor={id}>{label}</label>
      {description && (
        <p id={`${id}-description`} className="ui-field__description">
          {description}
        </p>
      )}
    </div>
  );
}
