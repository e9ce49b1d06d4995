import { jest } from '@jest/globals';
import { optionalHttpUrl, usStateSchema } from '@events/contracts/form-fields';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { messagesOf } from './form-messages.js';
import { StateField } from './state-field.js';
import { TestForm } from './testing/test-form.js';
import { UrlField } from './url-field.js';

const schema = z.object({ state: usStateSchema, website: optionalHttpUrl({ max: 40 }) });

describe('StateField and UrlField', () => {
  it('choose a state by name and check a URL with the spec words', async () => {
    const onSubmit = jest.fn();
    render(
      <TestForm schema={schema} defaultValues={{ state: '', website: '' }} onSubmit={onSubmit}>
        {(control) => (
          <>
            <Controller
              control={control}
              name="state"
              render={({ field, fieldState }) => <StateField label="State" {...field} errors={messagesOf(fieldState.error)} />}
            />
            <Controller
              control={control}
              name="website"
              render={({ field, fieldState }) => <UrlField label="Website" maxLength={40} {...field} errors={messagesOf(fieldState.error)} />}
            />
          </>
        )}
      </TestForm>,
    );
    const website = screen.getByRole('textbox', { name: 'Website' });
    await userEvent.type(website, 'example.org');
    await userEvent.tab();
    expect(await screen.findByText('URL must begin with "http:" or "https:"')).toBeTruthy();
    await userEvent.clear(website);
    await userEvent.type(website, 'https://example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Massachusetts');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ state: 'MA', website: 'https://example.org' }, expect.anything());
  });
});
