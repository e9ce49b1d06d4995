/**
 * Who hears of a new unpublished venue (a suggestion or a signed-in user's submission). The editor module provides
 * it (EditorNotifier) and is global, so the venue flow reaches it through this token without importing the editor
 * module, which itself builds on the venues module.
 */
export const NEW_SUBMISSION_NOTIFIER = Symbol('NEW_SUBMISSION_NOTIFIER');

export type NewSubmissionNotifier = {
  /** Mails the editors covering the venue's town; answers how many were mailed. Never throws. */
  newSubmission(venueId: number): Promise<number>;
};
