import { currentRequest } from './request-context';

// The server's log: one JSON object a line (time, level, msg, the request's id when there is one,
// and the fields given), so a log store can search and count it. Errors and warnings go to stderr.

export type Level = 'info' | 'warn' | 'error';
export type Fields = Record<string, unknown>;

type Writer = (level: Level, line: string) => void;

const toStreams: Writer = (level, line) => (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
let write: Writer = toStreams;

/** Sends log lines elsewhere (tests); without an argument, back to stdout and stderr. */
export function setLogWriter(writer: Writer = toStreams): void {
  write = writer;
}

function errorFields(error: unknown): Fields {
  if (error instanceof Error) return { error: { name: error.name, message: error.message, stack: error.stack } };
  return error === undefined ? {} : { error: String(error) };
}

function line(level: Level, msg: string, fields: Fields = {}): void {
  const requestId = currentRequest()?.requestId;
  const { error, ...rest } = fields;
  const entry = { time: new Date().toISOString(), level, msg, ...(requestId ? { requestId } : {}), ...rest, ...errorFields(error) };
  write(level, JSON.stringify(entry));
}

export const log = {
  info: (msg: string, fields?: Fields) => line('info', msg, fields),
  warn: (msg: string, fields?: Fields) => line('warn', msg, fields),
  /** An error line; `fields.error` (an Error or anything thrown) is written with its name, message and stack. */
  error: (msg: string, fields?: Fields) => line('error', msg, fields),
};
