import type { ComponentType } from 'react';
import type { Tray, TrayName } from '@handyman/shared';
import { BodyCopyTray } from './BodyCopyTray';

// Trays are mapped by TrayName. A tray without a component renders nothing, so new CMS tray types
// never break a page.

type TrayComponent<N extends TrayName> = ComponentType<{ tray: Extract<Tray, { TrayName: N }> }>;
export type TrayRegistry = { [N in TrayName]?: TrayComponent<N> };

export const trayRegistry: TrayRegistry = {
  BodyCopyTray,
};

export function TrayRenderer({ trays }: { trays: Tray[] | undefined }) {
  return (
    <>
      {(trays ?? []).map((tray, index) => {
        const Component = trayRegistry[tray.TrayName] as ComponentType<{ tray: Tray }> | undefined;
        return Component ? <Component key={`${tray.TrayName}-${index}`} tray={tray} /> : null;
      })}
    </>
  );
}
