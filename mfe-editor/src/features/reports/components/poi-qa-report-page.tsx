import { ERRORS } from '@events/contracts/messages';
import { POI_QA_REASON_VALUES, POI_QA_REASONS, type PoiQaItem, type PoiQaReason } from '@events/contracts/reports';
import { RouterPager } from '@events/remote-kit/router-pager';
import { DataTable, type DataTableColumn } from '@events/ui/data-table';
import { EmptyState } from '@events/ui/empty-state';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
import { SelectOptions, labelledOptions } from '@events/ui/select-options';
import { useId } from 'react';
import { useNavigate, useSearchParams } from '@events/router';
import { usePoiQa } from '../api/get-poi-qa';
import './reports.css';

const PATH = '/editor/reports/poi-qa/';

function href(reason: PoiQaReason | null, page: number): string {
  const query = new URLSearchParams();
  if (reason) query.set('reason', reason);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `${PATH}${text ? `?${text}` : ''}`;
}

const COLUMNS: readonly DataTableColumn<PoiQaItem>[] = [
  { key: 'venue', header: 'Venue', rowHeader: true, cell: (venue) => venue.name },
  { key: 'town', header: 'Town', cell: (venue) => [venue.city, venue.state].filter(Boolean).join(', ') },
  {
    key: 'reasons',
    header: 'Reasons',
    cell: (venue) => (
      <ul className="report__reasons">
        {venue.reasons.map((r) => (
          <li key={r.code}>
            <strong>{r.label}</strong>: {r.detail}
          </li>
        ))}
      </ul>
    ),
  },
  {
    key: 'edit',
    header: 'Edit',
    // The venue form is another remote's screen: a full address the shell routes.
    cell: (venue) => (
      <a href={venue.editUrl} aria-label={`Edit ${venue.name}`}>
        Edit
      </a>
    ),
  },
];

/**
 * POI QA Report (editors and superusers): venues with data problems, each with its reasons and a link to its edit
 * form; filtered by one reason and paged (the filter and page live in the address).
 */
export function PoiQaReportPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const reasonParam = search.get('reason');
  const reason = (POI_QA_REASON_VALUES as readonly string[]).includes(reasonParam ?? '') ? (reasonParam as PoiQaReason) : null;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const list = usePoiQa({ page, reason });
  const filterId = useId();
  const data = list.data;

  let body;
  if (list.isError) body = <ErrorState message={ERRORS.fetchResults} onRetry={() => void list.refetch()} />;
  else if (!data) body = <Spinner />;
  else if (data.results.length === 0) body = <EmptyState title="No venues with data problems." />;
  else
    body = (
      <>
        <p>{data.pagination.totalItems.toLocaleString('en-US')} venues</p>
        <DataTable
          className="report__table"
          caption="Venues with data problems"
          columns={COLUMNS}
          rows={data.results}
          empty={null}
          busy={list.isFetching}
        />
        <RouterPager pagination={data.pagination} hrefFor={(p) => href(reason, p)} />
      </>
    );

  return (
    <div className="ui-page report">
      <h1>POI QA Report</h1>
      <div className="report__actions">
        <label htmlFor={filterId}>Reason</label>
        <select id={filterId} className="ui-input" value={reason ?? ''} onChange={(e) => void navigate(href((e.target.value || null) as PoiQaReason | null, 1))}>
          <option value="">All reasons</option>
          <SelectOptions options={labelledOptions(POI_QA_REASON_VALUES, POI_QA_REASONS)} />
        </select>
      </div>
      {body}
    </div>
  );
}
