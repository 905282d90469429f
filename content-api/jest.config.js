module.exports = require('../jest.preset')(__dirname, {
  environment: 'node',
  testMatch: ['<rootDir>/{src,seed,scripts}/**/*.test.ts'],
});
