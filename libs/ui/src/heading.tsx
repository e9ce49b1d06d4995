import type { ReactNode } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4;

export type HeadingProps = {
  level: HeadingLevel;
  className?: string;
  id?: string;
  children: ReactNode;
};

/** A heading whose level the caller chooses, so a state fits the outline of the page it is shown in. */
export function Heading({ level, className, id, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}
