import { readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { ACCOUNT_MESSAGES } from '../account.js';
import { ADDRESS_MESSAGES } from '../addresses.js';
import { SEARCH_AD_MESSAGES } from '../ads.js';
import { ANALYTICS_MESSAGES } from '../analytics.js';
import { AUTH_MESSAGES } from '../auth.js';
import { CALENDAR_IMPORT_MESSAGES } from '../calendar-imports.js';
import { CATEGORY_ADMIN_MESSAGES } from '../category-admin.js';
import { CLAIM_MESSAGES } from '../claims.js';
import { MERGE_MESSAGES } from '../editor.js';
import { EVENT_FORM_MESSAGES } from '../event-forms.js';
import { FEDIVERSE_MESSAGES } from '../federation.js';
import { NUMBER_MESSAGES } from '../form-fields.js';
import { COUNTRY_CODE_MESSAGE } from '../geo.js';
import { MEDIA_MESSAGES } from '../media.js';
import { IMAGE_MESSAGES } from '../media-constants.js';
import { VALIDATION } from '../messages.js';
import { PLAN_ADMIN_MESSAGES } from '../plan-admin.js';
import { PUSH_MESSAGES } from '../push.js';
import { SAVED_SEARCH_MESSAGES } from '../saved-searches.js';
import { TIMESHEET_MESSAGES } from '../timesheets.js';
import { USER_ADMIN_MESSAGES } from '../user-admin.js';
import { VENUE_FORM_MESSAGES } from '../venue-forms.js';
import { WIDGET_MESSAGES } from '../widgets-constants.js';
import { CONTRACT_MESSAGES, type ContractMessageCode, contractMessageOf, fieldErrorCodes } from './contract-messages.js';

/** Each code's prefix names the constant it comes from. */
const SOURCES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  validation: VALIDATION,
  number: NUMBER_MESSAGES,
  geo: { countryCode: COUNTRY_CODE_MESSAGE },
  auth: AUTH_MESSAGES,
  account: ACCOUNT_MESSAGES,
  address: ADDRESS_MESSAGES,
  searchAd: SEARCH_AD_MESSAGES,
  analytics: ANALYTICS_MESSAGES,
  calendarImport: CALENDAR_IMPORT_MESSAGES,
  categoryAdmin: CATEGORY_ADMIN_MESSAGES,
  claim: CLAIM_MESSAGES,
  merge: MERGE_MESSAGES,
  eventForm: EVENT_FORM_MESSAGES,
  fediverse: FEDIVERSE_MESSAGES,
  image: IMAGE_MESSAGES,
  media: MEDIA_MESSAGES,
  planAdmin: PLAN_ADMIN_MESSAGES,
  push: PUSH_MESSAGES,
  savedSearch: SAVED_SEARCH_MESSAGES,
  timesheet: TIMESHEET_MESSAGES,
  userAdmin: USER_ADMIN_MESSAGES,
  venueForm: VENUE_FORM_MESSAGES,
  widget: WIDGET_MESSAGES,
};

/** The messages with arguments: the constant called as the schemas call it, and the argument values it reads back. */
const CALLS: Readonly<Partial<Record<ContractMessageCode, readonly [string, Record<string, string>]>>> = {
  'validation.lengthBetween': [VALIDATION.lengthBetween(2, 150), { min: '2', max: '150' }],
  'validation.minLength': [VALIDATION.minLength(8), { n: '8' }],
  'validation.maxLength': [VALIDATION.maxLength(1000), { n: '1000' }],
  'validation.numberBetween': [VALIDATION.numberBetween(0, 100), { min: '0', max: '100' }],
  'validation.numberMin': [VALIDATION.numberMin(1), { n: '1' }],
  'validation.numberMax': [VALIDATION.numberMax(99.5), { n: '99.5' }],
  'validation.dateNotBefore': [VALIDATION.dateNotBefore(), { min: 'today' }],
  'validation.dateNotAfter': [VALIDATION.dateNotAfter('12/31/2030'), { max: '12/31/2030' }],
  'validation.choice': [VALIDATION.choice({ input: 'yd' }), { input: 'yd' }],
  'auth.passwordTooShort': [AUTH_MESSAGES.passwordTooShort(8), { min: '8' }],
  'calendarImport.httpStatus': [CALENDAR_IMPORT_MESSAGES.httpStatus(404), { status: '404' }],
  'image.extension': [IMAGE_MESSAGES.extension('gif'), { extension: 'gif' }],
};

const codes = Object.keys(CONTRACT_MESSAGES) as ContractMessageCode[];
const catalogue = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`./messages/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>;

function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.select || element.type === TYPE.plural) for (const option of Object.values(element.options)) argumentsOf(option.value, names);
  }
  return names;
}

describe('contract messages: stable codes of the field-error wording (issue 31)', () => {
  it.each(codes)('%s is its constant, in the spec’s English, and is recognised with its arguments', (code) => {
    const [prefix = '', key = ''] = code.split('.');
    const constant = SOURCES[prefix]?.[key];
    expect(constant).toBeDefined();
    const call = CALLS[code];
    if (typeof constant === 'function') {
      expect(call).toBeDefined();
      const [text, values] = call as [string, Record<string, string>];
      expect(new IntlMessageFormat(CONTRACT_MESSAGES[code], 'en').format(values)).toBe(text);
      expect(contractMessageOf(text)).toEqual({ code, values });
    } else {
      expect(call).toBeUndefined();
      expect(CONTRACT_MESSAGES[code]).toBe(constant);
      // A wording two constants share reads the first of their codes.
      expect(CONTRACT_MESSAGES[contractMessageOf(constant as string)?.code as ContractMessageCode]).toBe(constant);
    }
  });

  it('keeps en.json the list itself, sorted by code', () => {
    expect(JSON.stringify(catalogue('en'))).toBe(JSON.stringify(Object.fromEntries(Object.entries(CONTRACT_MESSAGES).sort(([a], [b]) => a.localeCompare(b)))));
  });

  it('has every message in Spanish, ICU with the English arguments', () => {
    const es = catalogue('es');
    expect(Object.keys(es).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      const english = [...argumentsOf(parse(CONTRACT_MESSAGES[code]))].sort();
      expect([code, [...argumentsOf(parse(es[code] as string))].sort()]).toEqual([code, english]);
    }
    expect(new IntlMessageFormat(es['validation.dateNotBefore'] as string, 'es').format({ min: 'today' })).toBe('La fecha no debe ser anterior a hoy');
    expect(new IntlMessageFormat(es['validation.maxLength'] as string, 'es').format({ n: '1000' })).toBe('Este campo está limitado a 1000 caracteres.');
  });

  it('recognises nothing else: zod’s own words and free text have no code', () => {
    expect(contractMessageOf('Too big: expected string to have <=254 characters')).toBeNull();
    expect(contractMessageOf('This field is required')).toBeNull();
    expect(contractMessageOf('Este campo es obligatorio.')).toBeNull();
  });

  it('codes a field error map message by message, in order', () => {
    expect(
      fieldErrorCodes({
        email: [AUTH_MESSAGES.emailInvalid],
        first_name: [VALIDATION.maxLength(150), 'Too big'],
        nonFieldErrors: [ACCOUNT_MESSAGES.lastSignInMethod],
      }),
    ).toEqual({ email: ['auth.emailInvalid'], first_name: ['validation.maxLength', null], nonFieldErrors: ['account.lastSignInMethod'] });
  });
});
