import { badUrlDetail } from './framework-errors.js';

describe('badUrlDetail', () => {
  it('names the path segment that does not decode, as the Express router did', () => {
    expect(badUrlDetail('/remotes/mfe-discovery/%E0%A4%A')).toBe("Failed to decode param '%E0%A4%A'");
    expect(badUrlDetail('/events/%ZZ/x/?q=%')).toBe("Failed to decode param '%ZZ'");
  });
});
