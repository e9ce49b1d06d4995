/**
 * The Node.js options every backend process starts with (`npm start`, `start:cluster`, the e2e servers, the benches;
 * a production instance runs `npm start -w @events/backend`, whose script carries them too).
 *
 * `--max-semi-space-size=32` caps V8's young generation at 2 × 32 MB. Left to itself, V8 sizes it from the machine's
 * memory (2 × 64 MB on a 24 GiB machine) and grows it to that ceiling under a burst of short-lived allocations such as
 * a calendar import: a 5,000-event import then added 121-159 MB to the process, most of it young-generation pages,
 * not data it kept; with 32 MB it adds 67-74 MB (`npm run bench:import`). The listings' backend CPU per request is the
 * same within the runs' noise (`npm run bench:search`, alternating with and without).
 */
export const BACKEND_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];
