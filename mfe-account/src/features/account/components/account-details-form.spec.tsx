/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { LanguageContext } from '@events/api-client/language';
import type { Account, AccountUpdate } from '@events/contracts/account';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';

// The save and the page reload are the browser's: the form's part is what it sends and what it asks for after.
const mutateAsync = jest.fn<(body: AccountUpdate) => Promise<Account>>();
const showLanguage = jest.fn<(language: string | null) => void>();
jest.unstable_mockModule('../api/update-account', () => ({ useUpdateAccount: () => ({ mutateAsync }) }));
const accountUpdate = await import('../utils/account-update');
jest.unstable_mockModule('../utils/account-update', () => ({ ...accountUpdate, showLanguage }));
const { AccountDetailsForm } = await import('./account-details-form');
const { PasswordForm } = await import('./password-form');
const { AccountIntl } = await import('../../../i18n/account-intl');

const ACCOUNT: Account = {
  id: 7,
  username: 'ana',
  email: 'ana@example.org',
  firstName: 'Ana',
  lastName: 'Rivera',
  distanceUnits: 'mi',
  language: null,
  hasPassword: true,
  emailConfirmed: true,
  pendingEmail: null,
  socialAccounts: [],
};

async function renderInSpanish(account: Account) {
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LanguageContext value="es">
          <Suspense fallback={null}>
            <AccountIntl>
              <AccountDetailsForm account={account} />
              <PasswordForm hasPassword={account.hasPassword} />
            </AccountIntl>
          </Suspense>
        </LanguageContext>
      </QueryClientProvider>,
    );
  });
}

describe('the account details in Spanish (issue 31)', () => {
  beforeEach(() => {
    mutateAsync.mockReset();
    showLanguage.mockReset();
  });

  it('shows the details and password forms in Spanish, with the language setting', async () => {
    await renderInSpanish(ACCOUNT);
    expect(await screen.findByRole('heading', { name: 'Sus datos' })).toBeTruthy();
    expect(screen.getByLabelText('Nombre')).toBeTruthy();
    expect(screen.getByLabelText('Apellido')).toBeTruthy();
    expect(screen.getByText('Unidades de distancia')).toBeTruthy();
    expect(screen.getByLabelText('Kilómetros (km)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cambiar la contraseña' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar datos' })).toBeTruthy();

    const language = screen.getByLabelText<HTMLSelectElement>('Idioma');
    // Each language named in itself; the browser's language while the account has no choice.
    expect([...language.options].map((option) => option.text)).toEqual(['El idioma de su navegador', 'English', 'Español']);
    expect(language.value).toBe('');
    expect(screen.getByText('Las páginas, los mensajes y los correos se muestran en este idioma.')).toBeTruthy();
  });

  it('saves a new language with the account, then shows the page in it', async () => {
    mutateAsync.mockResolvedValue({ ...ACCOUNT, language: 'es' });
    await renderInSpanish(ACCOUNT);
    fireEvent.change(screen.getByLabelText('Idioma'), { target: { value: 'es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar datos' }));
    await waitFor(() => expect(showLanguage).toHaveBeenCalledWith('es'));
    expect(mutateAsync).toHaveBeenCalledWith(expect.objectContaining({ language: 'es', first_name: 'Ana' }));
  });

  it('goes back to the browser language (null)', async () => {
    mutateAsync.mockResolvedValueOnce({ ...ACCOUNT, language: null });
    await renderInSpanish({ ...ACCOUNT, language: 'es' });
    expect(screen.getByLabelText<HTMLSelectElement>('Idioma').value).toBe('es');
    fireEvent.change(screen.getByLabelText('Idioma'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar datos' }));
    await waitFor(() => expect(showLanguage).toHaveBeenCalledWith(null));
    expect(mutateAsync).toHaveBeenCalledWith(expect.objectContaining({ language: null }));
  });

  it('keeps the page when only the name changes', async () => {
    mutateAsync.mockResolvedValue({ ...ACCOUNT, firstName: 'Ana María' });
    await renderInSpanish(ACCOUNT);
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Ana María' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar datos' }));
    expect(await screen.findByText('Se guardaron los datos de su cuenta.')).toBeTruthy();
    expect(showLanguage).not.toHaveBeenCalled();
    // The language goes along only when it changes.
    expect(mutateAsync.mock.calls[0]?.[0]).not.toHaveProperty('language');
  });
});
