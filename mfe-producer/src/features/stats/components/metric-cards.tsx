export type Metric = { readonly label: string; readonly value: string };

/** A row of figure cards; a figure not loaded shows a dash. */
export function MetricCards({ metrics, label }: { metrics: readonly Metric[]; label: string }) {
  return (
    <ul className="venue-stats__cards" aria-label={label}>
      {metrics.map((metric) => (
        <li key={metric.label} className="venue-stats__card">
          <span className="venue-stats__card-label">{metric.label}</span>
          <span className="venue-stats__card-value">{metric.value}</span>
        </li>
      ))}
    </ul>
  );
}
