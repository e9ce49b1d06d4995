/**
 * @jest-environment jsdom
 */
import { LanguageContext } from '@events/api-client/language';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { loadProducerCatalogue, ProducerIntl } from '../../../i18n/producer-intl';
import { SupportContactForm } from './support-contact-form';

describe('the support contact form in Spanish', () => {
  it('labels its fields and button in Spanish and says to correct the form in Spanish', async () => {
    // The catalogue loaded first: nothing suspends.
    await loadProducerCatalogue('es');
    render(
      <LanguageContext value="es">
        <Suspense fallback={null}>
          <ProducerIntl>
            <QueryClientProvider client={new QueryClient()}>
              <SupportContactForm defaults={{ name: '', email: '', message: '' }} onSent={() => undefined} />
            </QueryClientProvider>
          </ProducerIntl>
        </Suspense>
      </LanguageContext>,
    );
    expect(screen.getByLabelText(/^Nombre/)).toBeTruthy();
    expect(screen.getByLabelText(/^Correo electrónico/)).toBeTruthy();
    expect(screen.getByLabelText(/^Mensaje/)).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Enviar mensaje' });
    await act(async () => {
      fireEvent.click(send);
    });
    expect(await screen.findByText('Corrija los errores del formulario antes de enviarlo.')).toBeTruthy();
  });
});
