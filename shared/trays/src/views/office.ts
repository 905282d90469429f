import type { OfficeTray, OfficeTrayName } from '@handyman/contracts';

/**
 * A tray the shared layer does not map: it passes through as it came, by name, to the app that
 * renders the page (AppTrayProvider). The app shows it if it registered a component of that name
 * (remote-franchise's office trays) and nothing otherwise, so a tray a remote adds needs that remote
 * deployed and nothing else: no list here, in whichever copy of this package the shell runs, names
 * the trays an app may show.
 */
export interface OfficeTrayView {
  kind: 'OfficeTray';
  /** The tray's TrayName: one of OfficeTrayName for the office trays known at build time, or a newer one. */
  name: OfficeTrayName | (string & {});
  tray: OfficeTray;
}

export const officeTrayView = (tray: OfficeTray): OfficeTrayView => ({ kind: 'OfficeTray', name: tray.TrayName, tray });
