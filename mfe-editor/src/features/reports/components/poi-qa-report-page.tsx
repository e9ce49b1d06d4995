import { POI_QA_REASON_VALUES, type PoiQaItem, type PoiQaReason } from '@events/contracts/reports';
import { RouterPager } from '@events/remote-kit/router-pager';
import { DataTable, type DataTableColumn } from '@events/ui/data-table';
import { EmptyState } from '@events/ui/empty-state';
import { ErrorState } from '@events/ui/error-state';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Spinner } from '@events/ui/spinner';
import { SelectOptions } from '@events/ui/select-options';
import { useId } from 'react';
import { defineMessages, type IntlShape, type MessageDescriptor } from '@events/api-client/intl';
import { useNavigate, useSearchParams } from '@events/router';
import { commonMessages } from '../../../i18n/common-messages';
import { usePoiQa } from '../api/get-poi-qa';
import './reports.css';

const PATH = '/editor/reports/poi-qa/';

const messages = plainMessages(defineMessages({
  title: { id: 'editor.poiQa.title', defaultMessage: 'POI QA Report' },
  venue: { id: 'editor.poiQa.venue', defaultMessage: 'Venue' },
  town: { id: 'editor.poiQa.town', defaultMessage: 'Town' },
  reasons: { id: 'editor.poiQa.reasons', defaultMessage: 'Reasons' },
  edit: { id: 'editor.poiQa.edit', defaultMessage: 'Edit' },
  editLabel: { id: 'editor.poiQa.editLabel', defaultMessage: 'Edit {name}' },
  reasonLine: { id: 'editor.poiQa.reasonLine', defaultMessage: '<b>{reason}</b>: {detail}' },
  empty: { id: 'editor.poiQa.empty', defaultMessage: 'No venues with data problems.' },
  total: { id: 'editor.poiQa.total', defaultMessage: '{count, plural, one {# venues} other {# venues}}' },
  caption: { id: 'editor.poiQa.caption', defaultMessage: 'Venues with data problems' },
  reason: { id: 'editor.poiQa.reason', defaultMessage: 'Reason' },
  allReasons: { id: 'editor.poiQa.allReasons', defaultMessage: 'All reasons' },
}));

/** POI_QA_REASONS of the contracts, in the reader's language. */
const REASON_MESSAGES: Readonly<Record<PoiQaReason, MessageDescriptor>> = defineMessages({
  no_position: { id: 'editor.poiQa.reasonNoPosition', defaultMessage: 'No position' },
  far_from_town: { id: 'editor.poiQa.reasonFarFromTown', defaultMessage: 'Position far from the town in its address' },
  time_zone_mismatch: { id: 'editor.poiQa.reasonTimeZoneMismatch', defaultMessage: 'Time zone does not match its position' },
  no_opening_hours: { id: 'editor.poiQa.reasonNoOpeningHours', defaultMessage: 'No opening hours' },
  likely_duplicate: { id: 'editor.poiQa.reasonLikelyDuplicate', defaultMessage: 'Likely duplicate' },
  no_upcoming_events: { id: 'editor.poiQa.reasonNoUpcomingEvents', defaultMessage: 'No upcoming events in 90 days' },
  recertify: { id: 'editor.poiQa.reasonRecertify', defaultMessage: 'Flagged for recertification' },
});

function href(reason: PoiQaReason | null, page: number): string {
  const query = new URLSearchParams();
  if (reason) query.set('reason', reason);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `${PATH}${text ? `?${text}` : ''}`;
}

function columnsOf(intl: IntlShape): readonly DataTableColumn<PoiQaItem>[] {
  return [
    // The venue's own name and town.
    { key: 'venue', header: intl.formatMessage(messages.venue), rowHeader: true, className: 'report__venue', cell: (venue) => venue.name },
    { key: 'town', header: intl.formatMessage(messages.town), className: 'report__venue', cell: (venue) => [venue.city, venue.state].filter(Boolean).join(', ') },
    {
      key: 'reasons',
      header: intl.formatMessage(messages.reasons),
      cell: (venue) => (
        <ul className="report__reasons">
          {venue.reasons.map((r) => (
            <li key={r.code}>
              {intl.formatMessage(messages.reasonLine, {
                b: (chunks) => <strong>{chunks}</strong>,
                reason: intl.formatMessage(REASON_MESSAGES[r.code]),
                detail: r.detail,
              })}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'edit',
      header: intl.formatMessage(messages.edit),
      // The venue form is another remote's screen: a full address the shell routes.
      cell: (venue) => (
        <a href={venue.editUrl} aria-label={intl.formatMessage(messages.editLabel, { name: venue.name })}>
          {intl.formatMessage(messages.edit)}
        </a>
      ),
    },
  ];
}

/**
 * POI QA Report (editors and superusers): venues with data problems, each with its reasons and a link to its edit
 * form; filtered by one reason and paged (the filter and page live in the address).
 */
export function PoiQaReportPage() {
  const intl = useAppIntl();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const reasonParam = search.get('reason');
  const reason = (POI_QA_REASON_VALUES as readonly string[]).includes(reasonParam ?? '') ? (reasonParam as PoiQaReason) : null;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const list = usePoiQa({ page, reason });
  const filterId = useId();
  const data = list.data;

  let body;
  if (list.isError) body = <ErrorState message={intl.formatMessage(commonMessages.fetchResults)} onRetry={() => void list.refetch()} />;
  else if (!data) body = <Spinner />;
  else if (data.results.length === 0) body = <EmptyState title={intl.formatMessage(messages.empty)} />;
  else
    body = (
      <>
        <p>{intl.formatMessage(messages.total, { count: data.pagination.totalItems })}</p>
        <DataTable
          className="report__table"
          caption={intl.formatMessage(messages.caption)}
          columns={columnsOf(intl)}
          rows={data.results}
          empty={null}
          busy={list.isFetching}
        />
        <RouterPager pagination={data.pagination} hrefFor={(p) => href(reason, p)} />
      </>
    );

  return (
    <div className="ui-page report">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <div className="report__actions">
        <label htmlFor={filterId}>{intl.formatMessage(messages.reason)}</label>
        <select id={filterId} className="ui-input" value={reason ?? ''} onChange={(e) => void navigate(href((e.target.value || null) as PoiQaReason | null, 1))}>
          <option value="">{intl.formatMessage(messages.allReasons)}</option>
          <SelectOptions options={POI_QA_REASON_VALUES.map((value) => ({ value, label: intl.formatMessage(REASON_MESSAGES[value]) }))} />
        </select>
      </div>
      {body}
    </div>
  );
}
