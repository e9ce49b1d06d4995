import { ERRORS } from '@events/contracts/messages';
import { type ErrorDefinition, ModuleError } from '../../common/errors/module-error.js';

export type EditorErrorCode = 'not_in_queue';

const EDITOR_ERRORS: Record<EditorErrorCode, ErrorDefinition> = {
  not_in_queue: { status: 404, detail: ERRORS.notFound },
};

export class EditorError extends ModuleError<EditorErrorCode> {
  constructor(code: EditorErrorCode) {
    super(code, EDITOR_ERRORS[code]);
  }
}
