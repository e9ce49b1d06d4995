import { jest } from '@jest/globals';
import { IMAGE_MAX_BYTES } from '@events/contracts/media-constants';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { EMPTY_IMAGE_VALUE, ImageField, imageUploadFormData, type ImageFieldValue } from './image-field.js';

/** jsdom decodes no images: this one "loads" any object URL at 4000 x 3000, or fails for a file named bad.*. */
class FakeImage {
  naturalWidth = 4000;
  naturalHeight = 3000;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(url: string) {
    setTimeout(() => (url.includes('bad') ? this.onerror?.() : this.onload?.()), 0);
  }
}

let urls = 0;
beforeAll(() => {
  Object.assign(globalThis, { Image: FakeImage });
  Object.assign(URL, { createObjectURL: (file: File) => `blob:${file.name}#${++urls}`, revokeObjectURL: () => undefined });
  Object.assign(globalThis, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
});

function Harness({ initial = EMPTY_IMAGE_VALUE, currentUrl, onValue }: { initial?: ImageFieldValue; currentUrl?: string; onValue: (v: ImageFieldValue) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ImageField
      label="Image"
      name="image"
      value={value}
      currentUrl={currentUrl}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const png = (name = 'hall.png', size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('ImageField', () => {
  it('takes a .png, proposes the centred 2:1 crop and shows the cropper', async () => {
    const onValue = jest.fn<(v: ImageFieldValue) => void>();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Image');
    expect(input.getAttribute('accept')).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
    await userEvent.upload(input, png());
    await waitFor(() => expect(onValue).toHaveBeenCalled());
    expect(onValue.mock.calls.at(-1)?.[0]).toMatchObject({ crop: { x: 0, y: 500, width: 4000, height: 2000 }, clear: false });
    expect(await screen.findByRole('slider', { name: 'Zoom' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove chosen image' }));
    expect(onValue.mock.calls.at(-1)?.[0]).toEqual(EMPTY_IMAGE_VALUE);
  });

  it('gives the upload check reasons', async () => {
    const onValue = jest.fn<(v: ImageFieldValue) => void>();
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Image');
    await user.upload(input, new File(['x'], 'hall.gif', { type: 'image/gif' }));
    expect(await screen.findByText('File extension “gif” is not allowed. Allowed extensions are: jpg, jpeg, png.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.upload(input, png('big.png', IMAGE_MAX_BYTES + 1));
    expect(await screen.findByText('The file is too large. The maximum size is 10 MB.')).toBeTruthy();
    await user.upload(input, png('bad.png'));
    expect(await screen.findByText('Upload a valid image. The file you uploaded was either not an image or a corrupted image.')).toBeTruthy();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('shows the saved image and removes it with the clear flag, or undoes that', async () => {
    const onValue = jest.fn<(v: ImageFieldValue) => void>();
    render(<Harness onValue={onValue} currentUrl="/media/hall.webp" />);
    expect(screen.getByRole('img', { name: 'Current image' }).getAttribute('src')).toBe('/media/hall.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onValue).toHaveBeenLastCalledWith({ file: null, crop: null, clear: true });
    expect(screen.getByText('The image will be removed when you save.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Current image' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Undo remove' }));
    expect(onValue).toHaveBeenLastCalledWith(EMPTY_IMAGE_VALUE);
  });
});

describe('imageUploadFormData', () => {
  it('sends the file with its crop, or the clear flag, or nothing', () => {
    const file = png();
    const body = imageUploadFormData({ file, crop: { x: 1, y: 2, width: 300, height: 150 }, clear: false });
    expect(body?.get('image')).toBeInstanceOf(File);
    expect(JSON.parse(String(body?.get('image_crop_data')))).toEqual({ x: 1, y: 2, width: 300, height: 150 });
    expect(body?.get('clear')).toBeNull();
    expect(imageUploadFormData({ file: null, crop: null, clear: true })?.get('clear')).toBe('true');
    expect(imageUploadFormData(EMPTY_IMAGE_VALUE)).toBeNull();
  });
});

