import { centredCrop, isCropArea, wholePixelCrop } from './image-crop.js';

describe('image crop areas', () => {
  it('centres the largest 2:1 area', () => {
    expect(centredCrop(4000, 3000, 2)).toEqual({ x: 0, y: 500, width: 4000, height: 2000 });
    expect(centredCrop(3000, 1000, 2)).toEqual({ x: 500, y: 0, width: 2000, height: 1000 });
    expect(centredCrop(1601, 800, 2)).toEqual({ x: 0, y: 0, width: 1600, height: 800 });
    expect(centredCrop(999, 333, 2)).toEqual({ x: 166, y: 0, width: 666, height: 333 });
    expect(centredCrop(999, 700, 2)).toEqual({ x: 0, y: 100, width: 999, height: 500 });
  });

  it('rounds a cropper area to whole pixels inside the image', () => {
    expect(wholePixelCrop({ x: 10.4, y: 20.6, width: 300.3, height: 150.2 }, 1000, 800)).toEqual({ x: 10, y: 21, width: 301, height: 150 });
    expect(wholePixelCrop({ x: -3, y: 700.7, width: 1200, height: 200 }, 1000, 800)).toEqual({ x: 0, y: 701, width: 1000, height: 99 });
    expect(wholePixelCrop({ x: 5, y: 5, width: 0.2, height: 0.1 }, 10, 10)).toEqual({ x: 5, y: 5, width: 1, height: 1 });
  });

  it('knows a crop area', () => {
    expect(isCropArea({ x: 0, y: 0, width: 2, height: 1 })).toBe(true);
    expect(isCropArea({ x: 0.5, y: 0, width: 2, height: 1 })).toBe(false);
    expect(isCropArea({ x: 0, y: 0, width: 0, height: 1 })).toBe(false);
    expect(isCropArea(null)).toBe(false);
  });
});
