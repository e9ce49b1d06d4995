/**
 * @jest-environment jsdom
 */
import { LanguageContext } from '@events/api-client/language';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { defineMessage } from '@events/api-client/intl';
import { createAppIntl, useAppIntl } from './app-intl';

// A message with arguments declares them (FormatJS's typed descriptors), so formatMessage checks the values.
const messages = { greeting: defineMessage<{ name: string }>({ id: 'test.greeting', defaultMessage: 'Hello, {name}' }) };

function Greeting() {
  const intl = useAppIntl();
  return <p>{intl.formatMessage(messages.greeting, { name: 'Ana' })}</p>;
}

// English is not among them: the definitions' defaults are the English text.
const catalogues: Record<string, Record<string, string>> = { es: { 'test.greeting': 'Hola, {name}' } };
const requested: string[] = [];
const { AppIntl, loadCatalogue } = createAppIntl((language) => {
  requested.push(language);
  return Promise.resolve({ default: catalogues[language] ?? {} });
});

function inLanguage(language: string) {
  return (
    <LanguageContext value={language}>
      <Suspense fallback={null}>
        <AppIntl>
          <Greeting />
        </AppIntl>
      </Suspense>
    </LanguageContext>
  );
}

describe('createAppIntl', () => {
  it("formats the app's messages in the reader's language", async () => {
    await act(async () => {
      render(inLanguage('es'));
    });
    expect(await screen.findByText('Hola, Ana')).toBeTruthy();
  });

  it('renders at once in a language whose catalogue is loaded', async () => {
    await loadCatalogue('es');
    render(inLanguage('es'));
    expect(screen.getByText('Hola, Ana')).toBeTruthy();
  });

  it('reads English from the definitions at once, loading no catalogue', () => {
    render(inLanguage('en'));
    expect(screen.getByText('Hello, Ana')).toBeTruthy();
    expect(requested).not.toContain('en');
  });

  it('reads the English defaults outside any provider', () => {
    render(<Greeting />);
    expect(screen.getByText('Hello, Ana')).toBeTruthy();
  });
});
