import { IMAGE_UPLOAD_FAILURE } from '@events/contracts/media-constants';
import { Button } from '@events/ui/button';
import { contractMessageIn } from '@events/ui/form-messages';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useEffect, useRef } from 'react';
import { defineMessages, type MessageDescriptor } from '@events/api-client/intl';
import type { ImageAfterSave } from '../hooks/use-image-after-save';

const messages = plainMessages(defineMessages({
  notSaved: { id: 'producer.imageUpload.notSaved', defaultMessage: 'The image could not be saved: {reason}' },
  connection: { id: 'producer.imageUpload.connection', defaultMessage: 'the connection failed.' },
  server: { id: 'producer.imageUpload.server', defaultMessage: 'the server could not store it just now.' },
  retryHint: { id: 'producer.imageUpload.retryHint', defaultMessage: 'Retry the upload, or continue without the image.' },
  chooseAnother: { id: 'producer.imageUpload.chooseAnother', defaultMessage: 'Choose another image and save again, or continue without the image.' },
  retry: { id: 'producer.imageUpload.retry', defaultMessage: 'Retry upload' },
  retrying: { id: 'producer.imageUpload.retrying', defaultMessage: 'Uploading…' },
  continue: { id: 'producer.imageUpload.continue', defaultMessage: 'Continue without image' },
}));

/**
 * The reasons the client itself gives (utils/image-upload-failure), in the reader's language: its own two, and the
 * contracts' image messages (contractMessageIn); the API's answers are already in the reader's language.
 */
const OWN_REASONS = new Map<string, MessageDescriptor>([
  [IMAGE_UPLOAD_FAILURE.connection, messages.connection],
  [IMAGE_UPLOAD_FAILURE.server, messages.server],
]);

export type ImageUploadAlertProps<T> = {
  /** The save's own message ('Successfully created event "…".'): what is stored. */
  saved: string;
  upload: ImageAfterSave<T>;
};

/**
 * Says, beneath a venue or event form, that the item is saved and its image is not, and why; offers to send
 * the same file again (unless the file itself was refused) or to go on without it. Focus moves here each time an
 * upload fails, so a keyboard or screen reader user lands on the choice.
 */
export function ImageUploadAlert<T>({ saved, upload }: ImageUploadAlertProps<T>) {
  const intl = useAppIntl();
  const { failure, working } = upload;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) box.current?.focus();
  }, [failure]);
  if (!failure) return null;
  const ownReason = (reason: string) => {
    const own = OWN_REASONS.get(reason);
    return own ? intl.formatMessage(own) : contractMessageIn(intl, reason);
  };
  return (
    <div ref={box} className="ui-state ui-state--error" role="alert" tabIndex={-1} aria-busy={working !== null || undefined} data-testid="image-upload-failure">
      <p className="ui-state__title">{saved}</p>
      <p className="ui-state__message">{intl.formatMessage(messages.notSaved, { reason: ownReason(failure.reason) })}</p>
      <p>{intl.formatMessage(failure.retryable ? messages.retryHint : messages.chooseAnother)}</p>
      <div className="ui-state__actions">
        {failure.retryable && (
          <Button busy={working === 'retry'} disabled={working !== null} onClick={() => void upload.retry()}>
            {intl.formatMessage(working === 'retry' ? messages.retrying : messages.retry)}
          </Button>
        )}
        <Button variant="secondary" busy={working === 'skip'} disabled={working !== null} onClick={() => void upload.skip()}>
          {intl.formatMessage(messages.continue)}
        </Button>
      </div>
    </div>
  );
}
