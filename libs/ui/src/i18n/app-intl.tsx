import { pseudoLocaleOn, useLanguage } from '@events/api-client/language';
import { loadContractCatalogue } from '@events/contracts/i18n/contract-catalogue';
import { DEFAULT_LANGUAGE, type Language } from '@events/contracts/languages';
import { createContext, type ReactNode, use, useContext, useMemo } from 'react';
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor, type MessageFormatElement } from '@events/api-client/intl';

/**
 * One app's message catalogue in one language: message id -> ICU message. The build compiles each to its AST
 * (libs/build-config catalogue-loader), so the page carries no ICU parser; tests and the server read the text.
 */
export type Catalogue = Record<string, string> | Record<string, MessageFormatElement[]>;

/** Loads an app's catalogue of a language: `(language) => import(\`./messages/${language}.json\`)`, one chunk each. */
export type CatalogueLoader = (language: Language) => Promise<{ default: Catalogue }>;

/** libs/ui's own catalogue: its components' messages, bundled with (and merged under) each app's. */
const loadUiCatalogue: CatalogueLoader = (language) => import(/* webpackChunkName: "i18n-ui-[request]" */ `./messages/${language}.json`);

/** The intl of the app's provider, around each app's tree. */
const IntlContext = createContext<IntlShape | null>(null);

export type AppIntl = {
  /** Provides the app's catalogue in the reader's language (the shared LanguageContext) to its tree. */
  readonly AppIntl: (props: { children: ReactNode }) => ReactNode;
  /** Starts loading a language's catalogue; the page awaits the shell's before it hydrates. */
  readonly loadCatalogue: (language: Language) => Promise<Catalogue>;
};

/**
 * The app's provider of its own catalogue (with libs/ui's). Each app (the shell, every remote) has one around its tree, in the
 * language the shell provides; only that language's catalogue is loaded. The first render waits for it (a
 * Suspense boundary keeps the server's markup meanwhile), and the loaded one is read at once from then on.
 */
export function createAppIntl(load: CatalogueLoader): AppIntl {
  // English is each message definition's own default (compiled to its AST in the browser build: libs/build-config
  // message-definitions-loader.ts): there is no English catalogue to load or to wait for. In the pseudo-locale (a
  // browser's switch, pseudoLocaleOn) English waits for its rewording, a chunk no reader loads.
  let pseudo: ((intl: IntlShape) => IntlShape) | undefined;
  const inPseudoLocale = pseudoLocaleOn();
  const english: Promise<Catalogue> = inPseudoLocale
    ? import(/* webpackChunkName: "i18n-pseudo-locale" */ './pseudo-locale.js').then((module) => {
        pseudo = module.inPseudoLocale;
        return {};
      })
    : Promise.resolve({});
  const loaded = new Map<Language, Catalogue>(inPseudoLocale ? [] : [[DEFAULT_LANGUAGE, {}]]);
  const loading = new Map<Language, Promise<Catalogue>>([[DEFAULT_LANGUAGE, english]]);
  void english.then((catalogue) => loaded.set(DEFAULT_LANGUAGE, catalogue));

  const loadCatalogue = (language: Language): Promise<Catalogue> => {
    let promise = loading.get(language);
    if (!promise) {
      // The contracts' field-error messages by code (libs/ui form-messages words them), under libs/ui's and the app's.
      promise = Promise.all([loadContractCatalogue(language), loadUiCatalogue(language), load(language)])
        // All are one kind (ASTs from the build, text in tests and on the server): merged, they stay that kind.
        .then(([contracts, ui, app]) => ({ ...contracts.default, ...ui.default, ...app.default }) as Catalogue)
        .catch(() => loadCatalogue(DEFAULT_LANGUAGE));
      void promise.then((catalogue) => loaded.set(language, catalogue));
      loading.set(language, promise);
    }
    return promise;
  };

  const cache = createIntlCache();

  function AppIntlProvider({ children }: { children: ReactNode }): ReactNode {
    const language = useLanguage();
    const messages = loaded.get(language) ?? use(loadCatalogue(language));
    const intl = useMemo(() => {
      const formats = createIntl({ locale: language, defaultLocale: DEFAULT_LANGUAGE, messages }, cache);
      return pseudo && language === DEFAULT_LANGUAGE ? pseudo(formats) : formats;
    }, [language, messages]);
    return <IntlContext value={intl}>{children}</IntlContext>;
  }

  return { AppIntl: AppIntlProvider, loadCatalogue };
}

let englishDefaults: IntlShape | null = null;

/**
 * The app's intl: its provider's, or outside any (a component rendered on its own in a test) one that reads every
 * message's English default.
 */
export function useAppIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (intl) return intl;
  englishDefaults ??= createIntl({ locale: DEFAULT_LANGUAGE, defaultLocale: DEFAULT_LANGUAGE, messages: {} }, createIntlCache());
  return englishDefaults;
}

/**
 * A table of messages some of which take values (`{name}`, plurals, rich text). FormatJS types each message of
 * `defineMessages` as taking none, and `defineMessage<{ name: string }>` types one at a time; this keeps the table's
 * keys and lets `formatMessage` take values. The catalogue check (`scripts/i18n.mjs check`) holds each translation's
 * arguments to the English ones.
 */
export function plainMessages<K extends string>(messages: Readonly<Record<K, MessageDescriptor>>): Readonly<Record<K, MessageDescriptor>> {
  return messages;
}
