// The browser's stand-in for @module-federation/sdk's logger (production builds only, see
// ../app-configs.js): the same names and methods, each line prefixed as the original does, without
// its stack capture and compiler binding, which only a build or MF's debug mode uses. Every remote
// page runs the federation runtime, so its size is paid on each of them.
const PREFIX = '[ Module Federation ]';
const FALLBACKS = { log: ['log', 'info'], info: ['info', 'log'], warn: ['warn', 'info', 'log'], error: ['error', 'warn', 'log'] };

class Logger {
  constructor(prefix, delegate) {
    this.prefix = prefix;
    this.delegate = delegate || console;
  }
  setPrefix(prefix) {
    this.prefix = prefix;
  }
  setDelegate(delegate) {
    this.delegate = delegate || console;
  }
  // The console methods tried in turn, as MF's logger does for a delegate that lacks one.
  emit(method, args) {
    const order = FALLBACKS[method];
    const delegate = order.some((name) => typeof this.delegate[name] === 'function') ? this.delegate : console;
    const name = order.find((candidate) => typeof delegate[candidate] === 'function');
    if (name) delegate[name](this.prefix, ...args);
  }
  // The original prints these only in MF's debug mode: a production page never shows them.
  debug() {}
}

// Each logging method and the console method it writes with, as in MF's logger.
const METHODS = { log: 'log', warn: 'warn', error: 'error', success: 'info', info: 'info', ready: 'info' };
for (const [name, method] of Object.entries(METHODS)) {
  Logger.prototype[name] = function (...args) {
    this.emit(method, args);
  };
}

export const createLogger = (prefix) => new Logger(prefix);
export const createInfrastructureLogger = createLogger;
export function bindLoggerToCompiler() {}
export const logger = createLogger(PREFIX);
export const infrastructureLogger = logger;
