import { jest } from '@jest/globals';
import { requiredDate } from '@events/contracts/form-fields';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { DateField } from './date-field.js';
import { messagesOf } from './form-messages.js';
import { TestForm } from './testing/test-form.js';

const schema = z.object({ date_start: requiredDate({ min: '2026-03-02' }) });

function renderForm(defaultValue = '') {
  const onSubmit = jest.fn();
  render(
    <TestForm schema={schema} defaultValues={{ date_start: defaultValue }} onSubmit={onSubmit}>
      {(control) => (
        <Controller
          control={control}
          name="date_start"
          render={({ field, fieldState }) => <DateField label="Start date" required {...field} errors={messagesOf(fieldState.error)} />}
        />
      )}
    </TestForm>,
  );
  return { onSubmit, input: screen.getByLabelText('Start date') };
}

describe('DateField', () => {
  it('inserts slashes, pads on blur and gives the form an ISO date', async () => {
    const { onSubmit, input } = renderForm();
    await userEvent.type(input, '3/4/27');
    expect(input).toHaveProperty('value', '03/04/27');
    await userEvent.tab();
    expect(input).toHaveProperty('value', '03/04/2027');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ date_start: '2027-03-04' }, expect.anything());
  });

  it('shows the spec messages on touch, tied to the input', async () => {
    const { input } = renderForm();
    await userEvent.type(input, '02302027');
    await userEvent.tab();
    expect(await screen.findByText('Enter a valid date.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ')).toContain('Enter a valid date.');

    await userEvent.clear(input);
    await userEvent.type(input, '03/01/2026');
    expect(await screen.findByText('Date must not be earlier than today')).toBeTruthy();

    await userEvent.clear(input);
    await userEvent.type(input, '3/1');
    await userEvent.tab();
    expect(await screen.findByText('Enter a valid date in MM/DD/YYYY format.')).toBeTruthy();
  });

  it('shows a date set by the form as MM/DD/YYYY', () => {
    const { input } = renderForm('2026-12-25');
    expect(input).toHaveProperty('value', '12/25/2026');
  });
});
