import { asArray, type FranchiseOwnersControl, type PageLink, type Tray, type WhyChooseUsTray } from '@handyman/contracts';

/**
 * The why-choose-us tray the franchise home adds from the office's own WhyChooseUs content, or
 * none when the page's trays carry one already (the #why-choose-us anchor exists once) or the
 * office wrote none. `page` is the office's why-choose-us page, which the tray links to.
 */
export function whyChooseUsTray(
  owners: FranchiseOwnersControl | undefined,
  pageTrays: Tray[] | undefined,
  page?: PageLink,
): WhyChooseUsTray | null {
  const content = owners?.WhyChooseUs;
  if (!content?.IntroHeading?.Value && !content?.WhyChooseUsIntroCopy?.Value) return null;
  if (asArray(pageTrays).some((tray) => tray?.TrayName === 'WhyChooseUsTray')) return null;
  return { TrayName: 'WhyChooseUsTray', ...content, ...(page ? { Page: page } : {}) };
}
