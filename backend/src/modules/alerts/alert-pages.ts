import { ALERT_MESSAGES } from '@events/contracts/alerts';
import { CSRF_FORM_FIELD } from '@events/contracts/auth';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

function page(body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(ALERT_MESSAGES.unsubscribeTitle)}</title></head>
<body>
<main>
<h1>${escapeHtml(ALERT_MESSAGES.unsubscribeTitle)}</h1>
${body}
</main>
</body>
</html>`;
}

/**
 * The page a mail's unsubscribe link opens: one question and one button that posts back to the same address (a
 * link scanner fetching the page changes nothing). The form carries the csrftoken cookie's value, so the post
 * also passes when the browser is signed in.
 */
export function unsubscribeQuestionPage(names: readonly string[], action: string, csrfToken: string | undefined): string {
  const csrf = csrfToken === undefined ? '' : `<input type="hidden" name="${CSRF_FORM_FIELD}" value="${escapeHtml(csrfToken)}">`;
  return page(`<p>${escapeHtml(ALERT_MESSAGES.unsubscribeQuestion(names))}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">${csrf}
<button type="submit">${escapeHtml(ALERT_MESSAGES.unsubscribeButton)}</button>
</form>`);
}

export function unsubscribedPage(names: readonly string[], manageUrl: string): string {
  return page(`<p role="status">${escapeHtml(ALERT_MESSAGES.unsubscribed(names))}</p>
<p><a href="${escapeHtml(manageUrl)}">${escapeHtml(ALERT_MESSAGES.manage)}</a></p>`);
}
