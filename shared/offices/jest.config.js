module.exports = require('../../scripts/build/jest.preset')(__dirname);
