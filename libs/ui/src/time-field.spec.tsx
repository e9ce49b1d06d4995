import { jest } from '@jest/globals';
import { localTimeSchema } from '@events/contracts/recurrence';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { messagesOf } from './form-messages.js';
import { TestForm } from './testing/test-form.js';
import { TimeField } from './time-field.js';

const schema = z.object({ time_start: localTimeSchema });

function renderForm(defaultValue = '') {
  const onSubmit = jest.fn();
  render(
    <TestForm schema={schema} defaultValues={{ time_start: defaultValue }} onSubmit={onSubmit}>
      {(control) => (
        <Controller
          control={control}
          name="time_start"
          render={({ field, fieldState }) => <TimeField label="Start time" {...field} errors={messagesOf(fieldState.error)} />}
        />
      )}
    </TestForm>,
  );
  return { onSubmit, input: screen.getByRole('combobox', { name: 'Start time' }) };
}

describe('TimeField', () => {
  it('reads typed text loosely and gives the form HH:mm', async () => {
    const { onSubmit, input } = renderForm();
    await userEvent.type(input, '730pm');
    await userEvent.tab();
    expect(input).toHaveProperty('value', '7:30 PM');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ time_start: '19:30' }, expect.anything());
  });

  it('says the spec message for text that is not a time', async () => {
    const { input } = renderForm();
    await userEvent.type(input, 'noonish');
    await userEvent.tab();
    expect(await screen.findByText('Enter a valid time.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input).toHaveProperty('maxLength', 8);
  });

  it('opens a list of half hours at 9:00 AM and picks with the keyboard', async () => {
    const { onSubmit, input } = renderForm();
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(48);
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toBe('9:00 AM');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveProperty('value', '9:30 AM');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ time_start: '09:30' }, expect.anything());
  });

  it('opens at the chosen time, closes on Escape and picks with the mouse', async () => {
    const { input } = renderForm('18:00');
    expect(input).toHaveProperty('value', '6:00 PM');
    await userEvent.click(input);
    expect(document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent).toBe('6:00 PM');
    await userEvent.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('option', { name: '8:30 PM' }));
    expect(input).toHaveProperty('value', '8:30 PM');
  });
});
