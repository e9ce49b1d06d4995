/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { LanguageContext } from '@events/api-client/language';
import type { AdminCategory, CategoryWrite } from '@events/contracts/category-admin';
import type { Language } from '@events/contracts/languages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';

// The request is the server's part (taxonomy.int-spec.ts): the form's is what it shows and what it sends.
const saveCategory = jest.fn<(id: number | null, body: CategoryWrite) => Promise<AdminCategory>>();
jest.unstable_mockModule('../api/category-admin', () => ({ CATEGORIES_KEY: ['category-admin'], saveCategory }));
const { CategoryForm } = await import('./category-form');
const { EditorIntl } = await import('../../../i18n/editor-intl');

const FILM: AdminCategory = { id: 7, name: 'Film', nameEs: 'Cine', events: 3 };

async function renderForm(language: Language, category: AdminCategory | null) {
  const onSaved = jest.fn<(saved: AdminCategory) => void>();
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LanguageContext value={language}>
          <Suspense fallback={null}>
            <EditorIntl>
              <CategoryForm category={category} onSaved={onSaved} onCancel={() => undefined} />
            </EditorIntl>
          </Suspense>
        </LanguageContext>
      </QueryClientProvider>,
    );
  });
  return onSaved;
}

/** The Spanish name's field, found by its label, with the help it is described by. */
async function spanishField(label: string): Promise<{ input: HTMLInputElement; help: string | null | undefined }> {
  const input = (await screen.findByLabelText(label)) as HTMLInputElement;
  const help = document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
  return { input, help };
}

describe("the category form's Spanish name (issue 31)", () => {
  beforeEach(() => saveCategory.mockReset());

  it('is a labelled, described field in English, filled with the Spanish name of the category to rename', async () => {
    await renderForm('en', FILM);
    const { input, help } = await spanishField('In Spanish');
    expect(input.value).toBe('Cine');
    expect(input.lang).toBe('es');
    expect(help).toBe('Optional. Shown to Spanish readers in place of the name.');
  });

  it('reads in Spanish for a Spanish-speaking superuser', async () => {
    await renderForm('es', null);
    const { input, help } = await spanishField('En español');
    expect(input.value).toBe('');
    expect(help).toBe('Opcional. Se muestra a quienes leen en español en lugar del nombre.');
  });

  it('is sent with the name, and may be left empty', async () => {
    saveCategory.mockResolvedValue({ id: 20, name: 'Contra Dance', nameEs: 'Contradanza', events: 0 });
    const onSaved = await renderForm('en', null);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Contra Dance' } });
    fireEvent.change(screen.getByLabelText('In Spanish'), { target: { value: ' Contradanza ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saveCategory).toHaveBeenCalledWith(null, { name: 'Contra Dance', name_es: 'Contradanza' });

    saveCategory.mockResolvedValue({ ...FILM, nameEs: '' });
    const renamed = await renderForm('en', { ...FILM, nameEs: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(renamed).toHaveBeenCalled());
    expect(saveCategory).toHaveBeenLastCalledWith(7, { name: 'Film', name_es: '' });
  });
});
