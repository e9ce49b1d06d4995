import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { messagesOf } from './form-messages.js';
import { TestForm } from './testing/test-form.js';
import { WeekdaySelector } from './weekday-selector.js';

const schema = z.object({ days: z.array(z.number().int().min(0).max(6)).min(1, 'Choose at least one day.') });

describe('WeekdaySelector', () => {
  it('toggles days by keyboard, Sunday = 0, in a labelled group', async () => {
    const onSubmit = jest.fn();
    render(
      <TestForm schema={schema} defaultValues={{ days: [2] }} onSubmit={onSubmit}>
        {(control) => (
          <Controller
            control={control}
            name="days"
            render={({ field, fieldState }) => (
              <WeekdaySelector label="Repeat on" {...field} value={field.value as (0 | 1 | 2 | 3 | 4 | 5 | 6)[]} errors={messagesOf(fieldState.error)} />
            )}
          />
        )}
      </TestForm>,
    );
    const group = screen.getByRole('group', { name: 'Repeat on' });
    expect(group).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Tuesday' })).toHaveProperty('checked', true);
    screen.getByRole('checkbox', { name: 'Sunday' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ days: [0, 6] }, expect.anything());
  });

  it('ties its errors to the group', async () => {
    render(
      <TestForm schema={schema} defaultValues={{ days: [] }} onSubmit={() => undefined}>
        {(control) => (
          <Controller
            control={control}
            name="days"
            render={({ field, fieldState }) => (
              <WeekdaySelector label="Repeat on" {...field} value={field.value as (0 | 1 | 2 | 3 | 4 | 5 | 6)[]} errors={messagesOf(fieldState.error)} />
            )}
          />
        )}
      </TestForm>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one day.')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Repeat on' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Choose at least one day.');
  });
});
