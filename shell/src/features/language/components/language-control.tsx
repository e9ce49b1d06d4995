import { languageChoiceUrl, LANGUAGES } from '@events/contracts/languages';
import { useLanguage } from '@events/api-client/language';
import { useLocation } from '@events/router';
import './language-control.css';

/**
 * The language control of the header and the footer (issue 31): a link per language, each named in its own
 * language, so a reader finds theirs whatever the page is in. The links work without scripts: the server sets the
 * language cookie and sends the reader back to this address, now in the chosen language. Its name is in every
 * language at once, for the same reason.
 */
export function LanguageControl({ placement }: { placement: 'header' | 'footer' }) {
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  const next = `${pathname}${search}${hash}`;
  // The header offers the other languages only: it shares a phone's first row with the account menu.
  const shown = placement === 'header' ? LANGUAGES.filter((language) => language.code !== current) : LANGUAGES;
  return (
    <nav className={`language-control language-control--${placement}`} aria-label={LANGUAGES.map((language) => language.languageWord).join(' · ')}>
      <ul className="language-control__list">
        {shown.map((language) => (
          <li key={language.code}>
            {language.code === current ? (
              <span className="language-control__current" lang={language.code} aria-current="true">
                {language.name}
              </span>
            ) : (
              <a className="language-control__link" href={languageChoiceUrl(language.code, next)} lang={language.code} hrefLang={language.code}>
                {language.name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
