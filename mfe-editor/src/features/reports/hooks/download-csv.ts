import { toCsv } from '@events/domain/csv';

/** Offers rows as a CSV file download, made in the browser from the figures on screen. */
export function downloadCsv(fileName: string, header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): void {
  const url = URL.createObjectURL(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
