import { IMAGE_CROP_ASPECT } from '@events/contracts/media-constants';
import { wholePixelCrop, type CropArea } from '@events/domain/image-crop';
import { useId, useState } from 'react';
import Cropper from 'react-easy-crop';
import { defineMessages } from '@events/api-client/intl';
import { useAppIntl } from './i18n/app-intl.js';

const messages = defineMessages({
  image: { id: 'ui.imageCropper.image', defaultMessage: 'The chosen image' },
  frame: { id: 'ui.imageCropper.frame', defaultMessage: 'Crop frame: drag or use the arrow keys to move the image' },
  zoom: { id: 'ui.imageCropper.zoom', defaultMessage: 'Zoom' },
});

export type ImageCropperProps = {
  /** Object URL of the chosen file. */
  src: string;
  naturalWidth: number;
  naturalHeight: number;
  /** Called with the crop in whole source pixels whenever a move or zoom ends. */
  onCrop: (crop: CropArea) => void;
};

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;

/**
 * The crop at aspect 2 behind ImageField (react-easy-crop, loaded lazily with this file): drag or arrow keys
 * move the image under the frame, the Zoom slider or the wheel zooms.
 */
export function ImageCropper({ src, naturalWidth, naturalHeight, onCrop }: ImageCropperProps) {
  const intl = useAppIntl();
  const zoomId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  return (
    <div className="ui-image-field__cropper">
      <div className="ui-image-field__crop-area">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={IMAGE_CROP_ASPECT}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => onCrop(wholePixelCrop(pixels, naturalWidth, naturalHeight))}
          mediaProps={{ alt: intl.formatMessage(messages.image) }}
          cropperProps={{ role: 'group', 'aria-label': intl.formatMessage(messages.frame) }}
        />
      </div>
      <label className="ui-image-field__zoom" htmlFor={zoomId}>
        <span>{intl.formatMessage(messages.zoom)}</span>
        <input
          id={zoomId}
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.1}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </label>
    </div>
  );
}
