/** One choice of a select: what the form receives, and what the list shows. */
export type SelectOption = { readonly value: string | number; readonly label: string };

/** The `<option>`s of a select, one per choice in the order given (a placeholder option goes before it). */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

/** Choices whose labels are kept apart from their values (a list of codes and a record of their labels). */
export function labelledOptions<V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** Choices shown as they are sent (time zones, status codes). */
export function plainOptions(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: value }));
}
