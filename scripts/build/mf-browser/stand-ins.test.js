// The production browser builds swap two Module Federation modules for these (../app-configs.js).
// The runtime imports them by name: a name or logger method MF has and a stand-in lacks would
// break every remote page after an MF upgrade, so they are compared with the installed MF files.
const fs = require('node:fs');
const path = require('node:path');
const logger = require('./logger');
const desc = require('./desc.mjs');

// The files the builds replace (the packages' exports maps do not name them).
const mfFile = (file) => fs.readFileSync(path.join(__dirname, '../../../node_modules', file), 'utf8');
/** The names a built ESM file of MF's exports (`export { a, b as c };`). */
const exportsOf = (source) =>
  [...source.matchAll(/^export \{([^}]*)\}/gm)]
    .flatMap(([, names]) => names.split(','))
    .map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    )
    .filter(Boolean)
    .sort();

const sdkLogger = mfFile('@module-federation/sdk/dist/logger.js');
const errorDescriptions = mfFile('@module-federation/error-codes/dist/desc.mjs');

test('the logger stand-in exports every name of the MF sdk logger it replaces', () => {
  expect(Object.keys(logger).sort()).toEqual(exportsOf(sdkLogger));
});

test("its loggers have every method of MF's Logger class", () => {
  const classBody = sdkLogger.slice(sdkLogger.indexOf('var Logger = class'), sdkLogger.indexOf('function createLogger'));
  const methods = [...classBody.matchAll(/^\t(\w+)\(/gm)].map(([, name]) => name).filter((name) => name !== 'constructor');
  expect(methods.length).toBeGreaterThan(5);
  for (const made of [logger.logger, logger.createLogger('x'), logger.createInfrastructureLogger('x')])
    expect(methods.filter((name) => typeof made[name] !== 'function')).toEqual([]);
});

test('a line goes to the console method asked for, after the prefix, or to the next one MF would try where the delegate lacks it', () => {
  const calls = [];
  const line = logger.createLogger('[ MF ]');
  line.setDelegate({ warn: (...args) => calls.push(['warn', ...args]), log: (...args) => calls.push(['log', ...args]) });
  line.warn('slow remote', 3);
  line.error('failed');
  line.debug('not in production');
  line.info('loaded');
  expect(calls).toEqual([
    ['warn', '[ MF ]', 'slow remote', 3],
    ['warn', '[ MF ]', 'failed'],
    ['log', '[ MF ]', 'loaded'],
  ]);
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  logger.logger.error('to the console');
  expect(spy).toHaveBeenCalledWith('[ Module Federation ]', 'to the console');
  spy.mockRestore();
});

test('the error descriptions stand-in exports every map MF has, each empty (the code and its link stay in the message)', () => {
  expect(Object.keys(desc).sort()).toEqual(exportsOf(errorDescriptions));
  for (const map of Object.values(desc)) expect(map).toEqual({});
});
