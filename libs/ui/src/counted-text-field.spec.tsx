import { jest } from '@jest/globals';
import { optionalText, requiredText } from '@events/contracts/form-fields';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { CountedTextField } from './counted-text-field.js';
import { messagesOf } from './form-messages.js';
import { TestForm } from './testing/test-form.js';

const schema = z.object({ name: requiredText({ max: 10 }), notes: optionalText({ max: 20 }) });

function renderForm() {
  const onSubmit = jest.fn();
  render(
    <TestForm schema={schema} defaultValues={{ name: '', notes: '' }} onSubmit={onSubmit}>
      {(control) => (
        <>
          <Controller
            control={control}
            name="name"
            render={({ field, fieldState }) => <CountedTextField label="Name" required maxLength={10} {...field} errors={messagesOf(fieldState.error)} />}
          />
          <Controller
            control={control}
            name="notes"
            render={({ field, fieldState }) => <CountedTextField label="Notes" rows={3} maxLength={20} {...field} errors={messagesOf(fieldState.error)} />}
          />
        </>
      )}
    </TestForm>,
  );
  return { onSubmit };
}

describe('CountedTextField', () => {
  it('counts characters against the maximum and reads the count with the field', async () => {
    renderForm();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(screen.getByText('0 / 10')).toBeTruthy();
    await userEvent.type(name, 'Hall');
    expect(screen.getByText('4 / 10')).toBeTruthy();
    const describedBy = name.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('4 / 10');
  });

  it('says the spec messages on touch', async () => {
    const { onSubmit } = renderForm();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.click(name);
    await userEvent.tab();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await userEvent.type(name, 'Eleven char');
    expect(await screen.findByText('This field is limited to 10 characters.')).toBeTruthy();
    expect(screen.getByText('11 / 10').className).toContain('ui-counter--over');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers a textarea', async () => {
    const { onSubmit } = renderForm();
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    expect(notes.tagName).toBe('TEXTAREA');
    await userEvent.type(notes, 'line one{enter}two');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Hall');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Hall', notes: 'line one\ntwo' }, expect.anything());
  });
});
