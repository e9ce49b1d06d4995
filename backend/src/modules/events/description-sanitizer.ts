/**
 * The description sanitiser lives in common/text, so that the venues module (which the events module imports)
 * applies it without importing this folder; the events module's own files keep importing it from here.
 */
export { sanitizeDescription } from '../../common/text/description-sanitizer.js';
