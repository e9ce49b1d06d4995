import { visibleTextOf } from '@events/contracts/event-forms';
import { sanitizeDescription } from '../../common/text/description-sanitizer.js';

/**
 * The description sanitiser lives in common/text, so that the venues module (which the events module imports)
 * applies it without importing this folder; the events module's own files keep importing it from here.
 */
export { sanitizeDescription };

/**
 * An optional description (the Spanish one, issue 31) sanitised like the English one; '' (none) when the allow-list
 * leaves no visible text, so that readers can tell "none" by an empty string.
 */
export function sanitizeOptionalDescription(html: string): string {
  const sanitized = sanitizeDescription(html);
  return visibleTextOf(sanitized) === '' ? '' : sanitized;
}
