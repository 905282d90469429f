// One swc configuration for every transpile step: webpack (swc-loader) and jest (@swc/jest).
/** @param {{ module?: 'es6' | 'commonjs', development?: boolean }} [options] */
module.exports = function swcOptions({ module = 'es6', development = false } = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic', development } },
    },
    module: { type: module },
    sourceMaps: true,
  };
};
