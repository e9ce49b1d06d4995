import { useId, type ReactNode } from 'react';

/** A titled region of a page (a landmark named by its heading), with the design system's section styles. */
export function Section({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={['ui-section', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <h2 id={id} className="ui-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
