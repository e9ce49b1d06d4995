import { type ErrorDefinition, moduleErrorOf, NOT_FOUND, THROTTLED } from '../../common/errors/module-error.js';

export type WidgetsErrorCode = 'widget_not_found' | 'throttled';

const WIDGETS_ERRORS: Record<WidgetsErrorCode, ErrorDefinition> = {
  widget_not_found: NOT_FOUND,
  throttled: THROTTLED,
};

/**
 * The module's error: an unknown calendar or another producer's (never told apart), or a client address over its
 * hits allowance (with the seconds until it may send again). Bad input is a 400 field map.
 */
export class WidgetsError extends moduleErrorOf(WIDGETS_ERRORS) {}
