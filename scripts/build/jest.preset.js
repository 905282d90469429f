// The one jest preset every workspace extends: swc transpiling, css modules, asset stubs.
const path = require('node:path');
const swcOptions = require('./swc.config');

const ROOT = path.join(__dirname, '..', '..');

/**
 * @param {string} dir workspace folder
 * @param {{ environment?: 'jsdom' | 'node', setupFiles?: string[], testMatch?: string[] }} [options]
 */
module.exports = function createJestConfig(dir, options = {}) {
  const { environment = 'jsdom', setupFiles = [], testMatch } = options;
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? 'jest-fixed-jsdom' : 'node',
    testMatch: testMatch ?? ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': ['@swc/jest', swcOptions({ module: 'commonjs' })],
    },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    // ky and cookie ship ESM only; let swc turn them into CommonJS for jest.
    transformIgnorePatterns: ['/node_modules/(?!(ky|cookie)/)'],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(ROOT, 'types/jest-style-stub.js'),
      '\\.(svg|png|jpe?g|webp)$': path.join(ROOT, 'types/jest-file-stub.js'),
    },
    setupFilesAfterEnv: [...(environment === 'jsdom' ? [path.join(ROOT, 'shared/testing/src/setup-dom.ts')] : []), ...setupFiles],
    clearMocks: true,
    restoreMocks: true,
  };
};
