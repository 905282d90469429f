/** Campaign pages (any path containing 'campaign') hide the normal header and footer. */
export function isCampaignPath(pathname: string): boolean {
  return pathname.toLowerCase().includes('campaign');
}

/** The franchise home path (offices/<id>) of an address under /offices/<id>/..., else null. */
export function franchisePathOf(pathname: string): string | null {
  const match = /^\/offices\/([^/]+)/i.exec(pathname);
  return match ? `offices/${match[1]!.toLowerCase()}` : null;
}
