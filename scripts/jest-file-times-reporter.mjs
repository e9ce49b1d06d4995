// A jest reporter that notes each test file's time, with its project's name when it has one (the pinned backend
// project runs some files twice), as JSON lines in the file EVENTS_JEST_FILE_TIMES names; scripts/test.mjs reads them
// for its slowest-files list.
import { appendFileSync } from 'node:fs';

export default class FileTimesReporter {
  onTestResult(test, result) {
    const outputFile = process.env.EVENTS_JEST_FILE_TIMES;
    if (!outputFile) return;
    const project = test.context.config.displayName?.name ?? null;
    const seconds = (result.perfStats.end - result.perfStats.start) / 1000;
    appendFileSync(outputFile, `${JSON.stringify({ file: result.testFilePath, project, seconds })}\n`);
  }
}
