module.exports = require('./build/jest.preset')(__dirname, {
  environment: 'node',
  testMatch: ['<rootDir>/**/*.test.{js,ts}'],
});
