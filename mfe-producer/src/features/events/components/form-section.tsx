import { useId, type ReactNode } from 'react';

/** One titled section of a long form (a landmark-free region named by its heading). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="ui-section event-form__section" aria-labelledby={id}>
      <h2 id={id} className="ui-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
