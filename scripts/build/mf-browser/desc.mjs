// The browser's stand-in for @module-federation/error-codes' descriptions (production builds only,
// see ../app-configs.js). An error keeps its code and the link to MF's troubleshooting page for it
// ("#RUNTIME-008 ... https://module-federation.io/guide/troubleshooting/runtime#runtime-008"); the
// sentence before the code, in every remote page's script, is left out. Development builds keep it.
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
