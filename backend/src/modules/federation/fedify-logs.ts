import { inspect } from 'node:util';
import type { Logger } from '@nestjs/common';
import { configureSync, type LogRecord } from '@logtape/logtape';

/** A LogTape record's message: its text parts with the values between them. */
function messageOf(record: LogRecord): string {
  return record.message.map((part, index) => (index % 2 === 0 ? String(part) : inspect(part, { depth: 2, breakLength: Infinity }))).join('');
}

/**
 * Fedify logs through LogTape, which says nothing until configured: its warnings and errors (a delivery that failed,
 * an activity refused, a listener that threw) go to the app's log, under their category (`fedify·federation·inbox`).
 * LogTape's configuration is the process's, so an app started again (a test's second instance) replaces it.
 */
export function logFedifyTo(logger: Logger): void {
  configureSync({
    reset: true,
    sinks: {
      app: (record) => {
        const text = `${record.category.join('·')}: ${messageOf(record)}`;
        if (record.level === 'warning') logger.warn(text);
        else logger.error(text);
      },
    },
    loggers: [
      { category: ['fedify'], sinks: ['app'], lowestLevel: 'warning' },
      { category: ['logtape', 'meta'], sinks: [], lowestLevel: 'fatal' },
    ],
  });
}
