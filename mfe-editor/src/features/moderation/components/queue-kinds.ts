import type { QueueKind } from '@events/contracts/editor';
import { defineMessages, type MessageDescriptor } from '@events/api-client/intl';

/** QUEUE_KIND_LABELS of the contracts, in the reader's language. */
export const QUEUE_KIND_MESSAGES: Readonly<Record<QueueKind, MessageDescriptor>> = defineMessages({
  suggestion: { id: 'editor.queueKind.suggestion', defaultMessage: 'Suggestion' },
  submission: { id: 'editor.queueKind.submission', defaultMessage: 'Submission' },
  recertify: { id: 'editor.queueKind.recertify', defaultMessage: 'Recertify' },
});
