import { defineMessages, type NoMessageValues, type IntlShape } from '@formatjs/intl';
import { CSRF_FORM_FIELD } from '@events/contracts/auth';
import { digestMessages } from './alert-mail.js';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/** The unsubscribe pages' words (issue 31: in the language of the mail's reader); the English is ALERT_MESSAGES'. */
const pageMessages = defineMessages<{
  title: NoMessageValues;
  question: { names: string };
  button: NoMessageValues;
  done: { names: string };
  quotedName: { name: string };
}>({
  title: { id: 'mail.alerts.unsubscribe.title', defaultMessage: 'Stop alerts' },
  question: { id: 'mail.alerts.unsubscribe.question', defaultMessage: 'Stop e-mail alerts for {names}?' },
  button: { id: 'mail.alerts.unsubscribe.button', defaultMessage: 'Turn off alerts' },
  done: { id: 'mail.alerts.unsubscribe.done', defaultMessage: 'Alerts are off for {names}.' },
  quotedName: { id: 'mail.alerts.unsubscribe.quotedName', defaultMessage: '“{name}”' },
});

/** The searches' names, each quoted, between commas: “Jazz”, “Folk”. */
const quotedNames = (names: readonly string[], intl: IntlShape): string => names.map((name) => intl.formatMessage(pageMessages.quotedName, { name })).join(', ');

function page(body: string, intl: IntlShape): string {
  const title = escapeHtml(intl.formatMessage(pageMessages.title));
  return `<!doctype html>
<html lang="${escapeHtml(intl.locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>`;
}

/**
 * The page a mail's unsubscribe link opens: one question and one button that posts back to the same address (a
 * link scanner fetching the page changes nothing). The form carries the csrftoken cookie's value, so the post
 * also passes when the browser is signed in. `intl` is the mail's reader's.
 */
export function unsubscribeQuestionPage(names: readonly string[], action: string, csrfToken: string | undefined, intl: IntlShape): string {
  const csrf = csrfToken === undefined ? '' : `<input type="hidden" name="${CSRF_FORM_FIELD}" value="${escapeHtml(csrfToken)}">`;
  return page(
    `<p>${escapeHtml(intl.formatMessage(pageMessages.question, { names: quotedNames(names, intl) }))}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">${csrf}
<button type="submit">${escapeHtml(intl.formatMessage(pageMessages.button))}</button>
</form>`,
    intl,
  );
}

export function unsubscribedPage(names: readonly string[], manageUrl: string, intl: IntlShape): string {
  return page(
    `<p role="status">${escapeHtml(intl.formatMessage(pageMessages.done, { names: quotedNames(names, intl) }))}</p>
<p><a href="${escapeHtml(manageUrl)}">${escapeHtml(intl.formatMessage(digestMessages.manage))}</a></p>`,
    intl,
  );
}
