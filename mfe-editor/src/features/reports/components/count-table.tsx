/** A two-column table of counts with a caption (the reports' breakdowns). */
export function CountTable({ caption, keyLabel, rows }: { caption: string; keyLabel: string; rows: readonly { key: string; count: number }[] }) {
  return (
    <table className="report__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{keyLabel}</th>
          <th scope="col">Count</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2}>None in this range.</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.key}</th>
              <td>{row.count.toLocaleString('en-US')}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
