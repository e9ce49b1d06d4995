import { type ErrorDefinition, moduleErrorOf, NOT_FOUND } from '../../common/errors/module-error.js';

export type PushErrorCode = 'device_not_found';

const PUSH_ERRORS: Record<PushErrorCode, ErrorDefinition> = {
  device_not_found: NOT_FOUND,
};

/**
 * The module's error: an unknown device, another user's device, or another user's saved search (never told apart).
 * Bad input is a 400 field map.
 */
export class PushError extends moduleErrorOf(PUSH_ERRORS) {}
