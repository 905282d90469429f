// Root jest: every workspace is a project with its own config built from scripts/build/jest.preset.js.
module.exports = {
  projects: [
    '<rootDir>/shared/*',
    '<rootDir>/shell',
    '<rootDir>/remote-franchise',
    '<rootDir>/remote-blog',
    '<rootDir>/remote-catalog',
    '<rootDir>/content-api',
    '<rootDir>/content-seed',
    '<rootDir>/scripts',
  ],
};
