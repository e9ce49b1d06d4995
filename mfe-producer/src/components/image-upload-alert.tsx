import { IMAGE_UPLOAD_FAILURE } from '@events/contracts/media-constants';
import { Button } from '@events/ui/button';
import { useEffect, useRef } from 'react';
import type { ImageAfterSave } from '../hooks/use-image-after-save';

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
  const { failure, working } = upload;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) box.current?.focus();
  }, [failure]);
  if (!failure) return null;
  return (
    <div ref={box} className="ui-state ui-state--error" role="alert" tabIndex={-1} aria-busy={working !== null || undefined} data-testid="image-upload-failure">
      <p className="ui-state__title">{saved}</p>
      <p className="ui-state__message">{IMAGE_UPLOAD_FAILURE.notSaved(failure.reason)}</p>
      <p>{failure.retryable ? IMAGE_UPLOAD_FAILURE.retryHint : IMAGE_UPLOAD_FAILURE.chooseAnother}</p>
      <div className="ui-state__actions">
        {failure.retryable && (
          <Button busy={working === 'retry'} disabled={working !== null} onClick={() => void upload.retry()}>
            {working === 'retry' ? IMAGE_UPLOAD_FAILURE.retrying : IMAGE_UPLOAD_FAILURE.retry}
          </Button>
        )}
        <Button variant="secondary" busy={working === 'skip'} disabled={working !== null} onClick={() => void upload.skip()}>
          {IMAGE_UPLOAD_FAILURE.continue}
        </Button>
      </div>
    </div>
  );
}
