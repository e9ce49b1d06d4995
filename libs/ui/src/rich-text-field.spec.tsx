import { jest } from '@jest/globals';
import { requiredText } from '@events/contracts/form-fields';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { messagesOf } from './form-messages.js';
import { RichTextField } from './rich-text-field.js';
import { TestForm } from './testing/test-form.js';

const schema = z.object({ description: requiredText({ max: 2000 }) });

function renderForm(description: string) {
  const onSubmit = jest.fn();
  render(
    <TestForm schema={schema} defaultValues={{ description }} onSubmit={onSubmit}>
      {(control) => (
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <RichTextField label="Description" required maxLength={2000} {...field} errors={messagesOf(fieldState.error)} />
          )}
        />
      )}
    </TestForm>,
  );
  return { onSubmit };
}

describe('RichTextField', () => {
  it('loads the editor lazily, labelled, with a toolbar of named toggle buttons', async () => {
    renderForm('<p>Jazz <strong>night</strong></p>');
    expect(screen.getByRole('status').textContent).toBe('Loading editor…');
    const editor = await screen.findByRole('textbox', { name: 'Description' });
    expect(editor.getAttribute('aria-multiline')).toBe('true');
    expect(editor.innerHTML).toContain('<strong>night</strong>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of ['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('false');
    }
    expect(toolbar).toBeTruthy();
    expect(screen.getByText('34 / 2000')).toBeTruthy();
  });

  it('formats the paragraph at the cursor and gives the form sanitised HTML', async () => {
    const { onSubmit } = renderForm('<p>Jazz night</p>');
    const editor = await screen.findByRole('textbox', { name: 'Description' });
    await userEvent.click(editor);
    await userEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bulleted list' }).getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ description: '<ul><li><p>Jazz night</p></li></ul>' }, expect.anything());
  });

  it('links only http(s) and mailto addresses', async () => {
    renderForm('<p>Jazz</p>');
    await screen.findByRole('textbox', { name: 'Description' });
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    await userEvent.type(address, 'javascript:alert(1){enter}');
    expect(screen.getByText('Enter a valid URL.')).toBeTruthy();
  });
});
