import { AUTH_MESSAGES } from '@events/contracts/auth';
import { ERRORS } from '@events/contracts/messages';
import { type ErrorDefinition, moduleErrorOf } from '../../common/errors/module-error.js';

export type WidgetsErrorCode = 'widget_not_found' | 'throttled';

const WIDGETS_ERRORS: Record<WidgetsErrorCode, ErrorDefinition> = {
  widget_not_found: { status: 404, detail: ERRORS.notFound },
  throttled: { status: 429, detail: AUTH_MESSAGES.throttled },
};

/**
 * The module's error: an unknown calendar or another producer's (never told apart), or a client address over its
 * hits allowance (with the seconds until it may send again). Bad input is a 400 field map.
 */
export class WidgetsError extends moduleErrorOf(WIDGETS_ERRORS) {}
