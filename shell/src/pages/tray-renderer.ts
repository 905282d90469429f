// The tray renderer alone, for the near-view import of a page's trays: a dynamic import of the
// package would bring every module of it (its banners and package cards too).
export { TrayRenderer } from '@handyman/trays';
