import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { OfficeTrayName, Tray } from '@handyman/contracts';
import { usePlaceholders } from '@handyman/trays';
import { useOffice } from './office-context';
import type { OfficeTrayContext } from './views/context';

// The shared TrayRenderer hands an office tray over as the CMS sent it, so the office trays' one
// mapping step is where each is rendered: the tray (with the office and the placeholders) becomes
// its view model (./views), and the component renders that. A view of null renders nothing.

type OfficeTrayOf<N extends OfficeTrayName> = Extract<Tray, { TrayName: N }>;

function useOfficeTrayContext(): OfficeTrayContext {
  return { fill: usePlaceholders(), office: useOffice(), pathname: useLocation().pathname };
}

export function officeTray<N extends OfficeTrayName, V>(
  map: (tray: OfficeTrayOf<N>, context: OfficeTrayContext) => V | null,
  View: ComponentType<{ view: V }>,
): ComponentType<{ tray: OfficeTrayOf<N> }> {
  function MappedTray({ tray }: { tray: OfficeTrayOf<N> }) {
    const view = map(tray, useOfficeTrayContext());
    return view ? <View view={view} /> : null;
  }
  MappedTray.displayName = View.displayName ?? View.name;
  return MappedTray;
}
