import { jest } from '@jest/globals';
import { boundedNumber } from '@events/contracts/form-fields';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { messagesOf } from './form-messages.js';
import { NumberField } from './number-field.js';
import { TestForm } from './testing/test-form.js';

const schema = z.object({ count: boundedNumber({ min: 1, max: 99, integer: true }) });

function renderForm(count: number | null = null) {
  const onSubmit = jest.fn();
  render(
    <TestForm schema={schema} defaultValues={{ count: count as number }} onSubmit={onSubmit}>
      {(control) => (
        <Controller
          control={control}
          name="count"
          render={({ field, fieldState }) => <NumberField label="Occurrences" min={1} max={99} {...field} errors={messagesOf(fieldState.error)} />}
        />
      )}
    </TestForm>,
  );
  return { onSubmit, input: screen.getByRole('spinbutton', { name: 'Occurrences' }) };
}

describe('NumberField', () => {
  it('gives the form a number', async () => {
    const { onSubmit, input } = renderForm();
    await userEvent.type(input, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ count: 12 }, expect.anything());
  });

  it('says the range message', async () => {
    const { input } = renderForm(5);
    expect(input).toHaveProperty('value', '5');
    await userEvent.clear(input);
    await userEvent.type(input, '100');
    await userEvent.tab();
    expect(await screen.findByText('Value must be between 1 and 99.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('is required when empty', async () => {
    const { input } = renderForm();
    await userEvent.click(input);
    await userEvent.tab();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
  });
});
