import { ERRORS } from '@events/contracts/messages';
import { failureReason } from '../../../utils/failure-reason';
import { StillSavedError } from './remove-saved-item';

describe('StillSavedError', () => {
  it('reads as the reason of a failed removal', () => {
    expect(ERRORS.deleteItem(failureReason(new StillSavedError()))).toBe('Failed to delete item: the item is still saved');
  });
});
