/**
 * @jest-environment jsdom
 */
import { LanguageContext } from '@events/api-client/language';
import { AUTH_MESSAGES } from '@events/contracts/auth';
import { VALIDATION } from '@events/contracts/messages';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { FieldErrorList } from './field-error-list.js';
import { FormErrors } from './form-errors.js';
import { createAppIntl } from './i18n/app-intl.js';

const { AppIntl } = createAppIntl(() => Promise.resolve({ default: {} }));

async function renderIn(language: string, children: React.ReactNode): Promise<void> {
  await act(async () => {
    render(
      <LanguageContext value={language}>
        <Suspense fallback={null}>
          <AppIntl>{children}</AppIntl>
        </Suspense>
      </LanguageContext>,
    );
  });
}

const messages = [VALIDATION.required, VALIDATION.maxLength(150), VALIDATION.choice({ input: 'yd' }), 'Too big: expected string to have <=254 characters', 'Ya existe un usuario con ese nombre de usuario.'];

describe('field and form errors in the reader’s language (issue 31)', () => {
  it('words the contracts’ messages in Spanish by their code, and shows any other message as it is', async () => {
    await renderIn('es', <FieldErrorList id="e" messages={messages} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Este campo es obligatorio.',
      'Este campo está limitado a 150 caracteres.',
      'Seleccione una opción válida. yd no es una de las opciones disponibles.',
      'Too big: expected string to have <=254 characters',
      'Ya existe un usuario con ese nombre de usuario.',
    ]);
  });

  it('lists a form’s errors in Spanish too', async () => {
    await renderIn('es', <FormErrors messages={[AUTH_MESSAGES.badCredentials]} />);
    expect(screen.getByRole('alert').textContent).toBe('No es posible iniciar sesión con las credenciales proporcionadas.');
  });

  it('keeps the spec’s English in English and outside any provider', async () => {
    await renderIn('en', <FieldErrorList messages={messages} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(messages);
  });

  it('keeps the spec’s English for a component rendered alone', () => {
    render(<FormErrors messages={[VALIDATION.required]} />);
    expect(screen.getByRole('alert').textContent).toBe(VALIDATION.required);
  });
});
