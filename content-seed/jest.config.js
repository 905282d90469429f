module.exports = require('../scripts/build/jest.preset')(__dirname, {
  environment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
});
