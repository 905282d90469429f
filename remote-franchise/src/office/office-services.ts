import { asArray, type FranchiseOwnersControl, type PageLink } from '@handyman/contracts';

/** The office's services of one group by its title ('Residential', 'Commercial', ...), case-insensitive. */
export function serviceGroup(owners: FranchiseOwnersControl | undefined, title: string): PageLink[] {
  const set = asArray(owners?.FranchiseServices?.LinkSet).find((group) => group?.Title?.toLowerCase() === title.toLowerCase());
  return asArray(set?.Page);
}

/** Local services: every service link the office lists outside Residential and Commercial, then its local packages. */
export function localServices(owners: FranchiseOwnersControl | undefined): PageLink[] {
  const others = asArray(owners?.FranchiseServices?.LinkSet)
    .filter((group) => !['residential', 'commercial'].includes(group?.Title?.toLowerCase() ?? ''))
    .flatMap((group) => asArray(group.Page));
  return [...others, ...asArray(owners?.Packages?.LocalPackages)];
}
