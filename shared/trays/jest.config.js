module.exports = require('../../scripts/build/jest.preset')(__dirname, { setupFiles: ['<rootDir>/src/test-setup.ts'] });
