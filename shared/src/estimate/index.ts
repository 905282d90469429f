// The estimate request form, shared by the shell (modal, home tab area, full-page form) and the
// franchise pages. Built by the estimate work (issue 3).
export {};
export * from './tabs';
