import { Section } from '@events/ui/section';
import type { ReactNode } from 'react';

/** One titled section of the event form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section className="event-form__section" title={title}>
      {children}
    </Section>
  );
}
