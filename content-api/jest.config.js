const config = require('../scripts/build/jest.preset')(__dirname, {
  environment: 'node',
  testMatch: ['<rootDir>/{src,seed}/**/*.test.ts'],
});

// fastify's inject (light-my-request) needs cookie@2, which ships ESM only; Node 20 can require it
// but jest's module system cannot, so let swc turn it into CommonJS like the preset does for ky.
config.transformIgnorePatterns = ['/node_modules/(?!(ky|cookie)/)'];

module.exports = config;
