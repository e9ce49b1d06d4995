import { fileExtension, IMAGE_ACCEPT, IMAGE_CROP_ASPECT, IMAGE_MAX_BYTES, IMAGE_TYPES } from '@events/contracts/media-constants';
import { centredCrop, type CropArea } from '@events/domain/image-crop';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject, type Ref } from 'react';
import { defineMessage, defineMessages, type IntlShape } from '@events/api-client/intl';
import { Button } from './button.js';
import { FieldFrame, type ControlledFieldProps } from './field-frame.js';
import { useAppIntl } from './i18n/app-intl.js';

const messages = defineMessages({
  description: { id: 'ui.imageField.description', defaultMessage: 'A .jpg, .jpeg or .png file of at most 10 MB, cropped to a 2:1 frame.' },
  loadingCropper: { id: 'ui.imageField.loadingCropper', defaultMessage: 'Loading cropper…' },
  current: { id: 'ui.imageField.current', defaultMessage: 'Current image' },
  willBeRemoved: { id: 'ui.imageField.willBeRemoved', defaultMessage: 'The image will be removed when you save.' },
  keepCurrent: { id: 'ui.imageField.keepCurrent', defaultMessage: 'Keep current image' },
  removeChosen: { id: 'ui.imageField.removeChosen', defaultMessage: 'Remove chosen image' },
  remove: { id: 'ui.imageField.remove', defaultMessage: 'Remove image' },
  undoRemove: { id: 'ui.imageField.undoRemove', defaultMessage: 'Undo remove' },
  // The upload check's reasons: IMAGE_MESSAGES of @events/contracts/media-constants, in the spec's words.
  single: { id: 'ui.imageField.refusal.single', defaultMessage: 'Upload a single file.' },
  invalid: { id: 'ui.imageField.refusal.invalid', defaultMessage: 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.' },
});

const extensionMessage = defineMessage<{ extension: string; allowed: string }>({
  id: 'ui.imageField.refusal.extension',
  defaultMessage: 'File extension “{extension}” is not allowed. Allowed extensions are: {allowed}.',
});
const tooLargeMessage = defineMessage<{ megabytes: number }>({
  id: 'ui.imageField.refusal.tooLarge',
  defaultMessage: 'The file is too large. The maximum size is {megabytes} MB.',
});

/** Why a file is refused before it is read (imageFileMessage of @events/contracts, in the reader's language). */
function fileRefusal(file: { name: string; size: number }, intl: IntlShape): string | undefined {
  const extension = fileExtension(file.name);
  if (!IMAGE_TYPES.some((t) => t.extension === extension)) {
    return intl.formatMessage(extensionMessage, { extension, allowed: IMAGE_TYPES.map((t) => t.extension).join(', ') });
  }
  if (file.size > IMAGE_MAX_BYTES) return intl.formatMessage(tooLargeMessage, { megabytes: IMAGE_MAX_BYTES / 1024 / 1024 });
  return undefined;
}

/** The cropper (react-easy-crop) in its own chunk, fetched when a file is chosen. */
const ImageCropper = lazy(() => import(/* webpackChunkName: "field-image-cropper" */ './image-cropper.js').then((m) => ({ default: m.ImageCropper })));

/**
 * The image field's value: a chosen file with its crop (whole source pixels, aspect 2), or the clear flag that
 * removes the saved image; neither means "keep what is saved".
 */
export type ImageFieldValue = { file: File | null; crop: CropArea | null; clear: boolean };

export const EMPTY_IMAGE_VALUE: ImageFieldValue = { file: null, crop: null, clear: false };

/**
 * The multipart body of the image call (`image`, `image_crop_data` as JSON, `clear`), or null when the value
 * asks for no change. The forms save the JSON payload first, then send this to the saved item's image call.
 */
export function imageUploadFormData(value: ImageFieldValue): FormData | null {
  if (value.file && value.crop) {
    const body = new FormData();
    body.append('image', value.file);
    body.append('image_crop_data', JSON.stringify(value.crop));
    return body;
  }
  if (value.clear) {
    const body = new FormData();
    body.append('clear', 'true');
    return body;
  }
  return null;
}

export type ImageFieldProps = ControlledFieldProps<ImageFieldValue> & {
  /** URL of the saved image (imagePrimary or imageThumbnail), shown until replaced or removed. */
  currentUrl?: string | null | undefined;
  ref?: Ref<HTMLInputElement>;
};

type Chosen = { file: File; src: string; width: number; height: number };

/** Reads a file as an image: its natural size, or null when the browser cannot decode it. */
function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  const src = URL.createObjectURL(file);
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(src);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(src);
      resolve(null);
    };
    image.src = src;
  });
}

function release(url: RefObject<string | null>): void {
  if (url.current) URL.revokeObjectURL(url.current);
  url.current = null;
}

/**
 * An image upload (spec section 5): .jpg, .jpeg or .png, one file, at most 10 MB, cropped at aspect 2. States:
 * empty; a chosen file with its crop; the saved image (currentUrl) with Remove (a chosen file replaces it);
 * removed (the clear flag) with Undo. A refused file keeps the value and shows the upload check's reason.
 */
export function ImageField({ label, name, value, onChange, onBlur, description, errors = [], required, disabled, className, currentUrl, ref }: ImageFieldProps) {
  const intl = useAppIntl();
  const current = value ?? EMPTY_IMAGE_VALUE;
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  // The object URL of the chosen file, revoked when another replaces it or the field goes away (made in the
  // change handler, not an effect, so StrictMode's second effect run cannot revoke a URL still shown).
  const objectUrl = useRef<string | null>(null);
  useEffect(() => () => release(objectUrl), []);

  // A value whose file goes away (the form's reset) drops the chosen file; a file not yet in the value does not.
  const [seenFile, setSeenFile] = useState(current.file);
  if (seenFile !== current.file) {
    setSeenFile(current.file);
    if (current.file === null && chosen) setChosen(null);
  }

  const choose = async (files: FileList | null) => {
    setRefusal(null);
    if (!files || files.length === 0) return;
    if (files.length > 1) return setRefusal(intl.formatMessage(messages.single));
    const file = files[0] as File;
    const reason = fileRefusal(file, intl);
    if (reason) return setRefusal(reason);
    const image = await imageSize(file);
    if (!image) return setRefusal(intl.formatMessage(messages.invalid));
    release(objectUrl);
    objectUrl.current = URL.createObjectURL(file);
    setChosen({ file, src: objectUrl.current, ...image });
    onChange({ file, crop: centredCrop(image.width, image.height, IMAGE_CROP_ASPECT), clear: false });
  };

  const discardChosen = () => {
    release(objectUrl);
    setChosen(null);
    setInputKey((k) => k + 1);
    onChange(EMPTY_IMAGE_VALUE);
  };

  const shown = [...(refusal ? [refusal] : []), ...errors];
  const hasSaved = Boolean(currentUrl) && !current.clear;
  return (
    <FieldFrame
      label={label}
      description={description ?? intl.formatMessage(messages.description)}
      errors={shown}
      required={required}
      className={['ui-image-field', className].filter(Boolean).join(' ')}
    >
      {(control) => (
        <div className="ui-image-field__body">
          {chosen && (
            <Suspense fallback={<div role="status">{intl.formatMessage(messages.loadingCropper)}</div>}>
              <ImageCropper
                src={chosen.src}
                naturalWidth={chosen.width}
                naturalHeight={chosen.height}
                onCrop={(crop) => onChange({ ...current, crop })}
              />
            </Suspense>
          )}
          {!chosen && hasSaved && currentUrl && <img className="ui-image-field__current" src={currentUrl} alt={intl.formatMessage(messages.current)} />}
          {!chosen && current.clear && (
            <p className="ui-image-field__note" role="status">
              {intl.formatMessage(messages.willBeRemoved)}
            </p>
          )}
          <div className="ui-image-field__actions">
            <input
              key={inputKey}
              {...control}
              ref={ref}
              name={name}
              type="file"
              accept={IMAGE_ACCEPT}
              disabled={disabled}
              onChange={(event) => void choose(event.target.files)}
              onBlur={() => onBlur?.()}
            />
            {chosen && (
              <Button variant="secondary" onClick={discardChosen} disabled={disabled}>
                {intl.formatMessage(hasSaved ? messages.keepCurrent : messages.removeChosen)}
              </Button>
            )}
            {!chosen && hasSaved && (
              <Button variant="secondary" onClick={() => onChange({ file: null, crop: null, clear: true })} disabled={disabled}>
                {intl.formatMessage(messages.remove)}
              </Button>
            )}
            {!chosen && current.clear && (
              <Button variant="secondary" onClick={() => onChange(EMPTY_IMAGE_VALUE)} disabled={disabled}>
                {intl.formatMessage(messages.undoRemove)}
              </Button>
            )}
          </div>
        </div>
      )}
    </FieldFrame>
  );
}
