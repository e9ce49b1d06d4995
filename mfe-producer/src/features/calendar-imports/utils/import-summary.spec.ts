import { ApiError } from '@events/api-client/api-error';
import { CALENDAR_IMPORT_MESSAGES } from '@events/contracts/calendar-imports';
import { createIntl } from '@events/api-client/intl';
import { failureText, importCountsText, localFieldsText } from './import-summary';

// English: the messages' defaults (the catalogue's English).
const intl = createIntl({ locale: 'en', messages: {} });

describe('calendar import summaries', () => {
  it('says every count of the last sync, zeros included, in a fixed order', () => {
    expect(importCountsText(intl, { new: 3, updated: 1, unchanged: 10, cancelled: 0, refused: 2 })).toBe('3 new, 1 updated, 10 unchanged, 0 cancelled, 2 refused');
    expect(importCountsText(intl, { new: 0, updated: 0, unchanged: 2, cancelled: 0, refused: 0 })).toBe('0 new, 0 updated, 2 unchanged, 0 cancelled, 0 refused');
  });

  it('names the fields kept as edited here as the API labels them, once each', () => {
    expect(localFieldsText(intl, ['Name', 'Description'])).toBe('Kept as edited here: Name, Description');
    expect(localFieldsText(intl, ['Event name', 'Event URL', 'Dates', 'Dates'])).toBe('Kept as edited here: Event name, Event URL, Dates');
  });

  it('reads a failed write: its field messages, its detail, else the general line', () => {
    const badInput = new ApiError({ kind: 'http', status: 400, message: 'Bad', fieldErrors: { url: [CALENDAR_IMPORT_MESSAGES.privateAddress] } });
    expect(failureText(badInput)).toBe(CALENDAR_IMPORT_MESSAGES.privateAddress);
    expect(failureText(new ApiError({ kind: 'http', status: 404, message: 'Not found.', detail: 'Not found.' }))).toBe('Not found.');
    expect(failureText(new Error('boom'), 'Try again.')).toBe('Try again.');
  });
});
