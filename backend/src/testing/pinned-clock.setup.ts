// Pins the product's clock of one test file (jest.pinned.config.js): jest gives each file its own copy of
// process.env, so CLOCK_AT set here reaches that file's apps (testClockAt) and no other file.
const at = process.env.EVENTS_PINNED_CLOCK_AT;
if (!at) throw new Error('EVENTS_PINNED_CLOCK_AT is not set: run the pinned suites through npm test (scripts/test.mjs).');
process.env.CLOCK_AT = at;
