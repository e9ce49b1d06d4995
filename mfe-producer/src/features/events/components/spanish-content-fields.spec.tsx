/**
 * @jest-environment jsdom
 */
import { LanguageContext } from '@events/api-client/language';
import { EMPTY_IMAGE_VALUE } from '@events/ui/image-field';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { loadProducerCatalogue, ProducerIntl } from '../../../i18n/producer-intl';
import { emptyEventValues, type EventFormValues } from '../utils/event-form-values';
import { BasicInfoSection } from './basic-info-section';
import { DetailsSection } from './details-section';

/** The form's current values, read by the test. */
const form: { values: (() => EventFormValues) | null } = { values: null };

function Sections({ defaults, onForm }: { defaults: EventFormValues; onForm: (values: () => EventFormValues) => void }) {
  const methods = useForm<EventFormValues>({ defaultValues: defaults });
  const { getValues } = methods;
  useEffect(() => onForm(getValues), [onForm, getValues]);
  return (
    <FormProvider {...methods}>
      <BasicInfoSection editing={false} />
      <DetailsSection image={EMPTY_IMAGE_VALUE} onImageChange={() => undefined} currentImage={null} />
    </FormProvider>
  );
}

async function renderSections(defaults: EventFormValues) {
  const client = new QueryClient();
  // The categories as the API lists them (fresh for an hour: nothing is fetched).
  client.setQueryData(['event-types'], [{ id: 3, name: 'Music', slug: 'music' }]);
  await act(async () => {
    render(
      <LanguageContext value="es">
        <Suspense fallback={null}>
          <ProducerIntl>
            <QueryClientProvider client={client}>
              <Sections defaults={defaults} onForm={(values) => (form.values = values)} />
            </QueryClientProvider>
          </ProducerIntl>
        </Suspense>
      </LanguageContext>,
    );
  });
}

describe('the event form in Spanish: the Spanish name and description (issue 31)', () => {
  it('shows both optional fields with their help, loaded from the values, and its values carry what is typed', async () => {
    await loadProducerCatalogue('es');
    await renderSections({ ...emptyEventValues('2026-12-01', { venueId: 2, online: false }), name: 'Jazz Night', name_es: 'Noche de jazz', description_es: '<p>Jazz en vivo.</p>' });

    const name = screen.getByLabelText('Nombre en español');
    expect((name as HTMLInputElement).value).toBe('Noche de jazz');
    expect(name.getAttribute('aria-required')).toBeNull();
    expect(screen.getByText('Opcional. Se muestra a quienes leen en español en lugar del nombre del evento.')).toBeTruthy();
    expect(screen.getByText(/^Opcional\. La descripción en español, que se muestra a quienes leen en español/)).toBeTruthy();
    // The same rich text editor as the English description, labelled in Spanish.
    const description = await screen.findByRole('textbox', { name: 'Descripción en español' });
    expect(description.innerHTML).toContain('Jazz en vivo.');
    expect(screen.getByRole('textbox', { name: 'Descripción' })).not.toBe(description);
    // Its visible text counted in the help, in Spanish.
    expect(screen.getByText(/13 de 2000 caracteres$/)).toBeTruthy();

    await act(async () => {
      fireEvent.change(name, { target: { value: 'Gran noche de jazz' } });
    });
    expect(form.values?.()).toMatchObject({ name: 'Jazz Night', name_es: 'Gran noche de jazz', description_es: '<p>Jazz en vivo.</p>' });
  });
});
