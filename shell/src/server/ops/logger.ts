import pino from 'pino';
import { currentRequest } from './request-context';

// The server's log (pino): one JSON object a line (time, level, msg, the request's id when there
// is one, and the fields given), so a log store can search and count it. Errors and warnings go
// to stderr, the rest to stdout.

export type Level = 'info' | 'warn' | 'error';
export type Fields = Record<string, unknown>;

type Writer = (level: Level, line: string) => void;

const toStreams: Writer = (level, line) => (level === 'info' ? process.stdout : process.stderr).write(line);
let write: Writer = toStreams;

/** Sends log lines elsewhere (tests); without an argument, back to stdout and stderr. */
export function setLogWriter(writer: Writer = toStreams): void {
  write = writer;
}

const stream = (level: Level) => ({ level, stream: { write: (line: string) => write(level, line) } });

const logger = pino(
  {
    base: undefined,
    messageKey: 'msg',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // As the log has always written them: name, message, stack (anything else thrown, as text).
    serializers: {
      error: (error: unknown) =>
        error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
    },
    mixin: () => {
      const requestId = currentRequest()?.requestId;
      return requestId ? { requestId } : {};
    },
  },
  // Each line to the one stream of its level: warn and error to stderr.
  pino.multistream([stream('info'), stream('warn'), stream('error')], { dedupe: true }),
);

export const log = {
  info: (msg: string, fields: Fields = {}) => logger.info(fields, msg),
  warn: (msg: string, fields: Fields = {}) => logger.warn(fields, msg),
  /** An error line; `fields.error` (an Error or anything thrown) is written with its name, message and stack. */
  error: (msg: string, fields: Fields = {}) => logger.error(fields, msg),
};
