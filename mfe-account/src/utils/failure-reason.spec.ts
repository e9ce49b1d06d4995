import { ApiError } from '@events/api-client/api-error';
import { ERRORS } from '@events/contracts/messages';
import { failureReason } from './failure-reason';

describe('failure reason', () => {
  it("gives the server's detail, a field message, or the error's message", () => {
    expect(ERRORS.deleteItem(failureReason(new ApiError({ kind: 'http', status: 404, message: 'Not Found', detail: 'Not found.' })))).toBe('Failed to delete item: Not found.');
    expect(ERRORS.renameItem(failureReason(new ApiError({ kind: 'http', status: 400, message: 'Bad', fieldErrors: { search_name: ['This field is limited to 65 characters.'] } })))).toBe(
      'Failed to rename item: This field is limited to 65 characters.',
    );
    expect(ERRORS.deleteItem(failureReason(new Error('the item is still saved')))).toBe('Failed to delete item: the item is still saved');
  });

  it('falls back to the spec wording "unknown error"', () => {
    expect(ERRORS.deleteItem(failureReason('boom'))).toBe('Failed to delete item: unknown error');
  });
});
