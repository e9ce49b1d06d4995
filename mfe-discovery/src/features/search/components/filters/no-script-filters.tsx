import { lazy } from 'react';
import type { PlainFilterFormProps } from './plain-filter-form';

/**
 * The plain filter form in a chunk the browser never fetches: React renders nothing inside <noscript> in a browser
 * (its content is text there), so only the server, which renders it in full, loads the form's code. A browser
 * without scripts reads the server's form; one with scripts gets the filter bar.
 */
const PlainFilterFormChunk = lazy(() =>
  import(/* webpackChunkName: "plain-filter-form" */ './plain-filter-form').then((module) => ({ default: module.PlainFilterForm })),
);

export function NoScriptFilters(props: PlainFilterFormProps) {
  return (
    <noscript>
      <PlainFilterFormChunk {...props} />
    </noscript>
  );
}
