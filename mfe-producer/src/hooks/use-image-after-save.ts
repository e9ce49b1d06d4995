import { useCallback, useRef, useState } from 'react';
import { sendItemImage, type ImageUploadFailure } from '../utils/image-upload-failure';

/** An item whose JSON saved and whose image did not: the same body goes again on retry. */
export type FailedImage<T> = ImageUploadFailure & { item: T; body: FormData };

export type ImageAfterSave<T> = {
  /** The failed upload the form's alert shows, or null. */
  failure: FailedImage<T> | null;
  /** The alert's action under way (its buttons and the form's submit wait meanwhile), or null. */
  working: 'retry' | 'skip' | null;
  /** Sends the saved item's image (if any), then goes on as a save does; a failure keeps the user on the form. */
  send: (item: T, body: FormData | null) => Promise<void>;
  /** Sends the same file again; on success goes on as a save does. */
  retry: () => Promise<void>;
  /** Goes on as a save does, without the image. */
  skip: () => Promise<void>;
  /** Hides the alert (a new submit saves again, with whatever image the field holds then). */
  clear: () => void;
};

/**
 * The image call that follows a venue's or an event's JSON save. The item is saved whatever happens to its
 * image, so a failure does not leave the form: the form edits the saved item from then on, and the alert offers
 * to send the same file again or to go on without it. `proceed` is where a successful save leads.
 */
export function useImageAfterSave<T extends { id: number }>(
  upload: (id: number, body: FormData) => Promise<unknown>,
  proceed: (item: T) => Promise<void>,
): ImageAfterSave<T> {
  const [failure, setFailure] = useState<FailedImage<T> | null>(null);
  const [working, setWorking] = useState<'retry' | 'skip' | null>(null);
  const running = useRef(false);

  const send = useCallback(
    async (item: T, body: FormData | null) => {
      const failed = await sendItemImage(upload, item.id, body);
      if (failed && body) {
        setFailure({ ...failed, item, body });
        return;
      }
      setFailure(null);
      await proceed(item);
    },
    [upload, proceed],
  );

  /** Runs one of the alert's actions at a time (a double click sends nothing twice). */
  const act = useCallback(async (action: 'retry' | 'skip', run: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setWorking(action);
    try {
      await run();
    } catch (error) {
      // The item and (on retry) its image are stored; only the way on failed, as a save's would be logged.
      console.error('Going on after the image upload failed', error);
    } finally {
      running.current = false;
      setWorking(null);
    }
  }, []);

  const retry = useCallback(async () => {
    if (failure) await act('retry', () => send(failure.item, failure.body));
  }, [act, failure, send]);

  const skip = useCallback(async () => {
    if (failure) await act('skip', () => proceed(failure.item));
  }, [act, failure, proceed]);

  const clear = useCallback(() => setFailure(null), []);
  return { failure, working, send, retry, skip, clear };
}
