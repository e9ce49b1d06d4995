import { fileExtension, IMAGE_MAX_BYTES, imageFileMessage } from './media-constants.js';

describe('image upload check', () => {
  it('accepts .jpg, .jpeg and .png in any case up to 10 MB', () => {
    expect(imageFileMessage({ name: 'hall.JPG', size: 1000 })).toBeUndefined();
    expect(imageFileMessage({ name: 'hall.jpeg', size: IMAGE_MAX_BYTES })).toBeUndefined();
    expect(imageFileMessage({ name: 'hall.png', size: 1 })).toBeUndefined();
  });

  it('names the refused extension', () => {
    expect(imageFileMessage({ name: 'hall.gif', size: 10 })).toBe('File extension “gif” is not allowed. Allowed extensions are: jpg, jpeg, png.');
    expect(imageFileMessage({ name: 'hall', size: 10 })).toBe('File extension “” is not allowed. Allowed extensions are: jpg, jpeg, png.');
  });

  it('refuses a file over 10 MB', () => {
    expect(imageFileMessage({ name: 'big.jpg', size: IMAGE_MAX_BYTES + 1 })).toBe('The file is too large. The maximum size is 10 MB.');
  });

  it('reads the extension after the last dot', () => {
    expect(fileExtension('a.tar.PNG')).toBe('png');
    expect(fileExtension('noext')).toBe('');
  });
});
