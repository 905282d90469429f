module.exports = require('../jest.preset')(__dirname, {
  environment: 'node',
  testMatch: ['<rootDir>/**/*.test.{js,ts}'],
});
