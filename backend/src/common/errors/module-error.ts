/** HTTP status a module error answers with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 503;

export type ErrorDefinition = { readonly status: ErrorStatus; readonly detail: string };

/**
 * Base of every module's single error type. A module declares its code union and the user-facing
 * message of each code (spec wording), e.g.
 *
 *     export type TaxonomyErrorCode = 'event_type_not_found';
 *     export class TaxonomyError extends ModuleError<TaxonomyErrorCode> {
 *       constructor(code: TaxonomyErrorCode) { super(code, TAXONOMY_ERRORS[code]); }
 *     }
 *
 * The exception filter answers it with `status` and `{detail, code}`.
 */
export abstract class ModuleError<Code extends string = string> extends Error {
  readonly status: ErrorStatus;
  readonly detail: string;

  protected constructor(
    readonly code: Code,
    definition: ErrorDefinition,
  ) {
    super(`${code}: ${definition.detail}`);
    this.name = new.target.name;
    this.status = definition.status;
    this.detail = definition.detail;
  }
}
