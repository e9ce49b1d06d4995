import { eventListingShape, venueListingShape } from './listing-shape';

const pagination = { curPage: 1, totalPages: 1, totalItems: 1 };
const card = { id: 7, name: 'Concert', absoluteUrl: '/events/7/concert/' };

describe('listing shapes', () => {
  it('answers a listing as it came', () => {
    const listing = { results: [card], pagination };
    expect(eventListingShape.parse(listing)).toBe(listing);
    expect(venueListingShape.parse({ results: [], pagination })).toEqual({ results: [], pagination });
  });

  it.each([
    [null],
    [[]],
    [{ results: [card] }],
    [{ results: {}, pagination }],
    [{ results: [{ ...card, id: '7' }], pagination }],
    [{ results: [{ ...card, absoluteUrl: null }], pagination }],
    [{ results: [card], pagination: { ...pagination, totalItems: '1' } }],
  ])('refuses %j', (data) => {
    expect(() => eventListingShape.parse(data)).toThrow(TypeError);
  });
});
