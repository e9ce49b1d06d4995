import { Injectable } from '@nestjs/common';
import { visibleTextOf } from '@events/contracts/event-forms';
import { VALIDATION } from '@events/contracts/messages';
import {
  VENUE_EDITOR_FIELDS,
  VENUE_STANDARD_FIELDS,
  type VenueFormData,
  type VenueFormType,
  venueFormTypeFor,
  type VenueWriteParsed,
} from '@events/contracts/venue-forms';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { sanitizeDescription } from '../../common/text/description-sanitizer.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import type { SqlExecutor } from '../../database/sql-executor.js';
import { StaffActionsService } from '../staff-actions/staff-actions.service.js';
import { isCatalogueEditor, ProducersService } from '../producers/producers.service.js';
import { type VenueColumns, type VenueFormRow, VenueWritesRepository } from './venue-writes.repository.js';
import { VENUE_SUBMITTED } from './venue-events.js';
import { VenuesError } from './venues.errors.js';
import { venueAbsoluteUrl } from '@events/domain/detail-paths';

/** How a venue arrives: through the add form, or as a public suggestion for the editors. */
export type VenueSubmission = 'add' | 'suggest';

/** The values a new venue gets for the fields its caller's form type does not let it set. */
const NEW_VENUE_DEFAULTS = {
  region: '',
  poi_type: '',
  show_date_time_picker: false,
  show_alternate_times: false,
  osm_type: null,
  osm_id: '',
  wikidata_id: '',
  notes: '',
  hide_from_listing: false,
  recertify: false,
} as const satisfies Partial<VenueColumns>;

/** URL-safe slug of a name ("Colonial Theatre" -> "colonial-theatre"); "venue" when nothing is left. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug === '' ? 'venue' : slug;
}

/**
 * The columns a caller of the form type may write: editor fields only in the admin form (spec section 6), the
 * standard fields not in the basic form (spec section 2); the others keep `kept` (the stored venue, or defaults).
 * The descriptions are stored sanitised (bold, italic, lists, links); a Spanish one left without visible text is ''.
 */
export function columnsFor(formType: VenueFormType, payload: VenueWriteParsed, kept: Pick<VenueColumns, keyof typeof NEW_VENUE_DEFAULTS>): VenueColumns {
  const { open_times: _openTimes, ...fields } = payload;
  const columns: VenueColumns = {
    ...fields,
    description: sanitizeDescription(fields.description),
    description_es: sanitizeOptionalDescription(fields.description_es),
  };
  const hidden: readonly (keyof typeof NEW_VENUE_DEFAULTS)[] =
    formType === 'admin' ? [] : formType === 'standard' ? VENUE_EDITOR_FIELDS : [...VENUE_EDITOR_FIELDS, ...VENUE_STANDARD_FIELDS];
  for (const field of hidden) Object.assign(columns, { [field]: kept[field] });
  return columns;
}

/** The Spanish description (issue 31) sanitised like the English one; '' (none) when no visible text is left. */
function sanitizeOptionalDescription(html: string): string {
  const sanitized = sanitizeDescription(html);
  return visibleTextOf(sanitized) === '' ? '' : sanitized;
}

function toFormData(row: VenueFormRow): VenueFormData {
  const { slug, image_primary, image_thumbnail, ...fields } = row;
  return { ...fields, absoluteUrl: venueAbsoluteUrl(row.id, slug), imagePrimary: image_primary, imageThumbnail: image_thumbnail };
}

/**
 * The venue add/edit form's rules (spec sections 2, 5, 6). Producers, zeditors and superusers add published
 * venues (a producer becomes the manager); a signed-in user's basic form and every suggestion make an
 * unpublished venue without a manager, for an editor to publish. Every write is one transaction that also
 * rebuilds what the listings read.
 */
@Injectable()
export class VenueFormsService {
  constructor(
    private readonly repository: VenueWritesRepository,
    private readonly producers: ProducersService,
    private readonly events: DomainEvents,
    private readonly staffActions: StaffActionsService,
  ) {}

  async add(user: AuthUser, payload: VenueWriteParsed, submission: VenueSubmission): Promise<VenueFormData> {
    const formType = submission === 'suggest' ? 'basic' : venueFormTypeFor(user);
    const columns = columnsFor(formType, payload, NEW_VENUE_DEFAULTS);
    assertFormTypeRules(formType, columns);
    const published = submission === 'add' && formType !== 'basic';
    const saved = await this.repository.transaction(async (tx) => {
      const id = await this.repository.insertVenue(tx, columns, slugOf(columns.name), published);
      await this.repository.replaceOpenTimes(tx, id, payload.open_times);
      if (submission === 'add' && user.isProducer) await this.repository.addManager(tx, user.id, id);
      // An unpublished venue waits in the editor desk's queue, which shows (and mails) who submitted it.
      if (!published) await this.repository.markSubmission(tx, id, user.id, submission);
      // The Editor Report counts catalogue editors' writes; the record commits with the write or not at all.
      if (isCatalogueEditor(user)) await this.staffActions.record({ action: 'venue_create', actorId: user.id, venueId: id }, tx);
      return this.formData(id, tx);
    });
    // The editor desk hears of it once it has committed (the editor module subscribes).
    if (!published) await this.events.publish(VENUE_SUBMITTED, { venueId: saved.id });
    return saved;
  }

  /** The venue for its edit form; venue_not_found for a venue the caller may not edit (its existence not told). */
  async get(user: AuthUser, id: number): Promise<VenueFormData> {
    if (!(await this.producers.canManageVenue(user, id))) throw new VenuesError('venue_not_found');
    return this.formData(id);
  }

  async edit(user: AuthUser, id: number, payload: VenueWriteParsed): Promise<VenueFormData> {
    const formType = venueFormTypeFor(user);
    return this.repository.transaction(async (tx) => {
      if (!(await this.producers.canManageVenue(user, id, tx))) throw new VenuesError('venue_not_found');
      const stored = await this.repository.findFormRow(id, tx);
      if (!stored) throw new VenuesError('venue_not_found');
      const columns = columnsFor(formType, payload, stored);
      assertFormTypeRules(formType, columns);
      const before = await this.repository.updateVenue(tx, id, columns);
      if (!before) throw new VenuesError('venue_not_found');
      await this.repository.replaceOpenTimes(tx, id, payload.open_times);
      // The search rows copy the venue's position; occurrences are instants of local times in its zone.
      const moved = before.lat !== columns.lat || before.lon !== columns.lon;
      const zone = before.timeZone === columns.time_zone ? null : { from: before.timeZone, to: columns.time_zone };
      await this.repository.refreshListings(tx, id, { moved, zone });
      if (isCatalogueEditor(user)) await this.staffActions.record({ action: 'venue_edit', actorId: user.id, venueId: id }, tx);
      return this.formData(id, tx);
    });
  }

  /** Editors and superusers (the route's roles): the venue, its events and their search rows go at once. */
  async remove(id: number): Promise<void> {
    await this.repository.transaction(async (tx) => {
      if (!(await this.repository.deleteVenue(tx, id))) throw new VenuesError('venue_not_found');
    });
  }

  private async formData(id: number, tx?: SqlExecutor): Promise<VenueFormData> {
    const row = await this.repository.findFormRow(id, tx);
    if (!row) throw new VenuesError('venue_not_found');
    return toFormData(row);
  }
}

/** Region is required on the standard and admin forms (spec section 5). */
function assertFormTypeRules(formType: VenueFormType, columns: VenueColumns): void {
  if (formType !== 'basic' && columns.region === '') throw new RequestValidationError({ region: [VALIDATION.required] });
}
