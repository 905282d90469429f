import { asArray, pageOfSchema, type FranchiseCorporateControl, type SeoScript } from '@handyman/contracts';
import { cachedPage, franchisePathOf, type ResourceStore } from '@handyman/platform';

// The tags of the office whose page is rendered (its HeadScripts and FooterScripts), read from the
// office's home page as the render already loaded it: every office page reads it (the footer, the
// header, a campaign page's loader), so this costs no request, and nothing more travels in the page.

export interface OfficeTags {
  head: SeoScript[];
  footer: SeoScript[];
}

const scriptsOf = (field: FranchiseCorporateControl['HeadScripts']): SeoScript[] => asArray(field?.Script);

/** The office's tags for a page at `pathname`, or undefined off an office's pages or when its home was not loaded. */
export function officeTagsOf(store: ResourceStore, pathname: string): OfficeTags | undefined {
  const office = franchisePathOf(pathname);
  const control = pageOfSchema(
    office ? cachedPage(office, store)?.results?.[0] : undefined,
    'FranchiseHomePage',
  )?.FranchiseCorporateControl;
  if (!control) return undefined;
  const tags = { head: scriptsOf(control.HeadScripts), footer: scriptsOf(control.FooterScripts) };
  return tags.head.length + tags.footer.length > 0 ? tags : undefined;
}
