// Field-level checks for each page schema, typed against @handyman/contracts. Each check pushes
// human-readable problems instead of throwing, so one test run lists everything that is wrong.
import {
  asArray,
  pageOfSchema,
  WEEKDAYS,
  type BlogPost,
  type Field,
  type FranchiseCorporateControl,
  type PageResult,
  type PageSchemaName,
  type PageSchemas,
  type Tray,
  type TrayName,
  type ZipFormContent,
} from '@handyman/contracts';

/** Every tray name, listed at run time; the type below fails to compile if one is missing. */
export const TRAY_NAMES = [
  'FranchisePackages',
  'BodyCopyTray',
  'HeroWithOverlay',
  'ImageAndCopyTray',
  'FAQAccordion',
  'IconWithLabelList',
  'ImageGallery',
  'MeetTheTeam',
  'Testimonial',
  'Videos',
  'FindAnOffice',
  'CareersBanner',
  'CareersTray',
  'PromiseSlider',
  'WhyChooseUsTray',
  'Philanthropy',
  'CareersCulture',
  'CareersCommunity',
  'CareersBrandBanner',
  'LocalServices',
  'CityListing',
  'ReviewCarousel',
  'ServicesTray',
  'ScheduleandEstimateTabTray',
  'ScheduleandEstimateTray',
  'RemodelBanner',
  'CampaignBanner',
  'KitchenLayouts',
  'BathroomLayouts',
] as const satisfies readonly TrayName[];
type UnlistedTray = Exclude<TrayName, (typeof TRAY_NAMES)[number]>;
export const _everyTrayListed: [UnlistedTray] extends [never] ? true : never = true;

export const LICENSE_PREFIXES = ['Contractors License:', 'Contractor License', 'LIC#', 'License#'];
export const PLACEHOLDERS = ['{City}', '{Phone}', '{FranchiseName}', '{State}', '{StateAbbreviation}'];

export type Problems = string[];
type Check<K extends PageSchemaName> = (page: PageSchemas[K], where: string, out: Problems) => void;

const text = (field: Field | undefined): string => field?.Value ?? '';

function need(out: Problems, where: string, ok: unknown, what: string): void {
  if (!ok) out.push(`${where}: ${what}`);
}

function needField(out: Problems, where: string, field: Field | undefined, name: string): void {
  need(out, where, text(field).trim() !== '', `${name} is empty or missing`);
}

function zipForm(form: ZipFormContent | undefined, where: string, out: Problems): void {
  need(out, where, form, 'FindAnOffice is missing');
  if (!form) return;
  for (const key of ['Heading', 'PlaceholderText', 'TextBelowInput', 'HandymanMatters'] as const)
    needField(out, where, form[key], `FindAnOffice.${key}`);
}

function trays(list: Tray[] | undefined, where: string, out: Problems): void {
  for (const [i, tray] of (list ?? []).entries()) {
    const at = `${where} Trays[${i}]`;
    if (!(TRAY_NAMES as readonly string[]).includes(tray.TrayName)) {
      out.push(`${at}: unknown TrayName ${String(tray.TrayName)}`);
      continue;
    }
    switch (tray.TrayName) {
      case 'BodyCopyTray':
        needField(out, at, tray.Copy, 'Copy');
        break;
      case 'HeroWithOverlay':
        needField(out, at, tray.Heading, 'Heading');
        need(out, at, tray.BackgroundImage?.Value, 'BackgroundImage');
        break;
      case 'ImageAndCopyTray':
        needField(out, at, tray.Copy, 'Copy');
        need(out, at, tray.Image?.Value, 'Image');
        break;
      case 'FAQAccordion':
        need(out, at, tray.AccordionItem.length > 0, 'no AccordionItem');
        break;
      case 'IconWithLabelList':
        need(out, at, tray.Item.length > 0, 'no Item');
        break;
      case 'ImageGallery':
        need(out, at, tray.Image.length > 0, 'no Image');
        break;
      case 'MeetTheTeam':
        need(out, at, tray.TeamMember.length > 0, 'no TeamMember');
        break;
      case 'Testimonial':
        needField(out, at, tray.Quote, 'Quote');
        needField(out, at, tray.Attribution, 'Attribution');
        break;
      case 'Videos':
        need(
          out,
          at,
          tray.Video.every((v) => /^https:\/\//.test(text(v.VimeoEmbedURL))),
          'video URL is not https',
        );
        break;
      case 'FindAnOffice':
        zipForm(tray, at, out);
        break;
      case 'CareersBanner':
        needField(out, at, tray.Heading, 'Heading');
        need(out, at, tray.BackgroundImage?.Value, 'BackgroundImage');
        break;
      case 'CareersTray':
        need(out, at, text(tray.Heading).includes('?'), 'Heading needs a question mark to split at');
        break;
      case 'PromiseSlider':
        need(out, at, tray.Item.length > 0, 'no Item');
        break;
      case 'WhyChooseUsTray':
        needField(out, at, tray.IntroHeading, 'IntroHeading');
        needField(out, at, tray.WhyChooseUsIntroCopy, 'WhyChooseUsIntroCopy');
        break;
      case 'Philanthropy':
        needField(out, at, tray.Copy, 'Copy');
        break;
      case 'CareersCulture':
        needField(out, at, tray.Heading, 'Heading');
        need(out, at, tray.BackgroundImage?.Value, 'BackgroundImage');
        break;
      case 'CareersCommunity':
        needField(out, at, tray.Heading, 'Heading');
        need(out, at, tray.Page?.URL || tray.Page?.CustomURL, 'Page');
        break;
      case 'CareersBrandBanner':
        needField(out, at, tray.Heading, 'Heading');
        break;
      case 'RemodelBanner':
        needField(out, at, tray.Heading, 'Heading');
        need(out, at, tray.BackgroundImage?.Value, 'BackgroundImage');
        break;
      case 'CampaignBanner':
        needField(out, at, tray.Heading, 'Heading');
        break;
      case 'KitchenLayouts':
      case 'BathroomLayouts':
        need(
          out,
          at,
          tray.Layout.length > 0 && tray.Layout.every((l) => text(l.Name) && l.Image?.Value),
          'Layout empty or without Name/Image',
        );
        break;
      default:
        break;
    }
  }
}

function corporateControl(c: FranchiseCorporateControl, where: string, out: Problems): void {
  const required = [
    'ClientID',
    'FranchiseName',
    'City',
    'State',
    'StateAbbreviation',
    'Address',
    'ZipCode',
    'PhoneNumber',
    'ServiceTitanID',
    'GoogleReviewsPlaceId',
    'ServicesMap',
    'LicenseNumbers',
    'Latitude',
    'Longitude',
  ] as const;
  for (const key of required) needField(out, where, c[key], key);
  need(out, where, /^[A-Z]{2}$/.test(text(c.StateAbbreviation)), 'StateAbbreviation is not two capitals');
  need(out, where, text(c.PhoneNumber).replace(/\D/g, '').length === 10, 'PhoneNumber is not 10 digits');
  need(out, where, /^\d{5}$/.test(text(c.ZipCode)), 'ZipCode is not 5 digits');
  need(
    out,
    where,
    LICENSE_PREFIXES.some((p) => text(c.LicenseNumbers).startsWith(p)),
    'LicenseNumbers lacks a prefix the front end strips',
  );
  need(
    out,
    where,
    Number.isFinite(Number.parseFloat(text(c.Latitude))) && Number.isFinite(Number.parseFloat(text(c.Longitude))),
    'Latitude/Longitude not numeric',
  );
  need(out, where, c.OwnedZipcodes.length > 0 && c.AllowedZipcodes.length > 0, 'OwnedZipcodes/AllowedZipcodes empty');
  need(
    out,
    where,
    c.SchedulePageLink && c.FranchiseHeader?.Logo?.Value && text(c.FranchiseFooter?.TextBelowAddress),
    'SchedulePageLink, FranchiseHeader.Logo or FranchiseFooter.TextBelowAddress missing',
  );
  const o = c.FranchiseOwnersControl;
  const hours = o.HoursOfOperations;
  need(out, where, ['true', 'false'].includes(text(hours.Operates247)), 'Operates247 not true/false');
  for (const day of WEEKDAYS) {
    const d = hours[day];
    need(
      out,
      where,
      d && ['true', 'false'].includes(text(d.Closed)) && ['true', 'false'].includes(text(d.ByAppointment)),
      `${day} Closed/ByAppointment not true/false`,
    );
    if (d && text(d.Closed) === 'false' && text(d.ByAppointment) === 'false')
      need(out, where, /^\d\d:\d\d$/.test(text(d.StartTime)) && /^\d\d:\d\d$/.test(text(d.EndTime)), `${day} open without HH:MM times`);
  }
  need(out, where, (o.Offers?.length ?? 0) >= 2 && (o.Offers?.length ?? 0) <= 3, 'needs 2-3 Offers');
  need(out, where, (o.OurTeam?.length ?? 0) >= 3 && (o.OurTeam?.length ?? 0) <= 5, 'needs 3-5 OurTeam members');
  need(out, where, (o.Reviews?.length ?? 0) >= 4 && (o.Reviews?.length ?? 0) <= 8, 'needs 4-8 Reviews');
  need(
    out,
    where,
    (o.Reviews ?? []).every((r) => /^[1-5]$/.test(text(r.Stars))),
    'review Stars outside 1-5',
  );
  const gallery = o.OurWork?.GalleryImage ?? [];
  need(out, where, gallery.length >= 6 && gallery.length <= 15, 'needs 6-15 OurWork images');
  need(
    out,
    where,
    gallery.every((g) => (g.ImageCategories ?? '').length > 0),
    'OurWork image without ImageCategories',
  );
  need(out, where, (o.Packages?.LocalPackages.length ?? 0) > 0, 'no LocalPackages');
  need(out, where, (o.FranchiseServices?.LinkSet.length ?? 0) > 0, 'no FranchiseServices LinkSet');
  need(out, where, text(o.PaymentTypes).split('|').length >= 2, 'PaymentTypes not pipe-separated');
  need(out, where, text(o.WhyChooseUs?.IntroHeading), 'WhyChooseUs.IntroHeading missing');
}

/** YYYY-MM-DD (optionally with a time) naming a day that exists. */
export function isCalendarDate(value: string): boolean {
  const day = /^(\d{4}-\d{2}-\d{2})(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.exec(value)?.[1];
  return day !== undefined && !Number.isNaN(Date.parse(day)) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
}

function blogPost(p: BlogPost, where: string, out: Problems): void {
  need(out, where, p.Heading && p.Post.includes('<p>'), 'Heading or HTML Post missing');
  // Any year and any number of categories: real content history is old and varied.
  need(out, where, isCalendarDate(p.DatePublished), `DatePublished ${p.DatePublished} is not a date (YYYY-MM-DD)`);
  if (p.DateUpdated) {
    need(out, where, isCalendarDate(p.DateUpdated), `DateUpdated ${p.DateUpdated} is not a date (YYYY-MM-DD)`);
    need(out, where, p.DateUpdated >= p.DatePublished, 'DateUpdated before DatePublished');
  }
  const categories = asArray(p.IGX_Categories.BlogCategories).map((c) => (c.Name ?? '').trim());
  need(out, where, categories.length > 0, 'no category');
  need(
    out,
    where,
    categories.every((c) => c !== ''),
    'a category without a name',
  );
  need(out, where, new Set(categories).size === categories.length, `category listed twice: ${categories.join(', ')}`);
  need(out, where, asArray(p.IGX_Categories.Authors).length > 0, 'no author');
  if (p.CTAColor) need(out, where, ['Red', 'Yellow', 'Green'].includes(p.CTAColor), `CTAColor ${p.CTAColor}`);
}

/** One check per schema; the mapped type makes a new schema fail to compile until it has a check. */
export const SCHEMA_CHECKS: { [K in PageSchemaName]: Check<K> } = {
  HomePage: (p, w, out) => {
    needField(out, w, p.Banner?.Heading, 'Banner.Heading');
    need(out, w, p.Banner?.BackgroundImage?.Value, 'Banner.BackgroundImage');
    zipForm(p.FindAnOffice, w, out);
    for (const key of ['EstimateTabText', 'ScheduleTabText', 'TextBeforePhoneNumber', 'TextBelowPhoneNumber', 'ScheduleCopy'] as const)
      needField(out, w, p.TabContent?.[key], `TabContent.${key}`);
    trays(p.Trays, w, out);
  },
  DetailPage: (p, w, out) => {
    need(out, w, p.BreadcrumbNavigation?.Page.length, 'no BreadcrumbNavigation');
    need(out, w, text(p.Heading) || text(p.Copy) || p.Trays?.length, 'no Heading, Copy or Trays');
    trays(p.Trays, w, out);
  },
  OfficesIndex: (p, w, out) => {
    for (const key of ['Heading', 'IntroCopy', 'NoFranchisesCopy'] as const) needField(out, w, p[key], key);
    zipForm(p.FindAnOffice, w, out);
    trays(p.Trays, w, out);
  },
  FranchiseHomePage: (p, w, out) => {
    corporateControl(p.FranchiseCorporateControl, w, out);
    const cities = p.ServiceCitySEO ?? [];
    need(out, w, cities.length >= 3 && cities.length <= 8, 'needs 3-8 ServiceCitySEO cities');
    need(
      out,
      w,
      cities.every((c) => c.CityURL.startsWith(`${p.SURL}/city/`)),
      'CityURL not under <office>/city/',
    );
    need(out, w, p.Navigation?.Page.length, 'no Navigation');
    trays(p.Trays, w, out);
  },
  FranchiseDetailPage: (p, w, out) => {
    need(out, w, p.SURL.startsWith(`${p.FranchiseHomePath}/`), 'SURL not under FranchiseHomePath');
    need(out, w, p.BreadcrumbNavigation?.Page.length, 'no BreadcrumbNavigation');
    trays(p.Trays, w, out);
  },
  BlogIndex: (p, w, out) => need(out, w, text(p.Heading) === 'Blogs', "Heading is not 'Blogs'"),
  BlogPost: (p, w, out) => {
    blogPost(p, w, out);
    const [, y, m, d] = p.SURL.split('/');
    need(out, w, `${y}-${m}-${d}` === p.DatePublished.slice(0, 10), 'SURL date does not match DatePublished');
  },
  FranchiseBlogIndex: (p, w, out) =>
    need(out, w, p.Navigation.Page.length > 0 && p.SURL === `${p.FranchiseHomePath}/blog`, 'empty Navigation or wrong SURL'),
  FranchiseBlogPost: (p, w, out) => {
    blogPost(p, w, out);
    need(out, w, p.SURL.startsWith(`${p.FranchiseHomePath}/blog/`), 'SURL not under <office>/blog/');
  },
  ServicesIndex: (p, w, out) => {
    const tabs = p.ServicesTray.Navigation.Page;
    need(out, w, tabs.map((t) => t.ID).join() === 'search-by-room,search-by-area,search-by-service', 'tabs are not room, area, service');
    need(
      out,
      w,
      tabs.every((t) => t.Group.every((g) => g.Page.length > 0 && g.Page.length <= 9)),
      'a service group is empty or has more than 9 links',
    );
    need(out, w, p.MostPopularServices.length === 7, 'MostPopularServices is not the 7 the 503 page links');
    needField(out, w, p.IntroCopy, 'IntroCopy');
    trays(p.Trays, w, out);
  },
  ServiceDetail: (p, w, out) => {
    need(out, w, p.ServiceName, 'ServiceName');
    needField(out, w, p.IntroCopy, 'IntroCopy');
    need(out, w, (p.Accordion?.length ?? 0) > 0 && (p.LinkSet?.length ?? 0) > 0, 'no Accordion or LinkSet');
    trays(p.Trays, w, out);
  },
  PackagesIndex: (p, w, out) => {
    need(out, w, p.FeaturedPackages.length > 0, 'no FeaturedPackages');
    const names = p.TaxonomyNavigation.Packages.map((c) => c.Name);
    need(out, w, names.includes('Interior') && names.includes('Exterior'), 'Interior and Exterior categories missing');
    trays(p.Trays, w, out);
  },
  PackageDetail: (p, w, out) => {
    need(out, w, p.Categories.length > 0 && p.Categories.every((c) => ['Interior', 'Exterior'].includes(c)), 'Categories empty or unknown');
    for (const key of ['PackageDescription', 'WhatYouGet', 'PackageTimeEstimate'] as const) needField(out, w, p[key], key);
    need(out, w, (p.IconAndHighlight?.length ?? 0) > 0 && text(p.TermsAndConditions), 'IconAndHighlight or TermsAndConditions missing');
    trays(p.Trays, w, out);
  },
};

/** Runs the check of the result's schema; a result whose schema is unknown is reported. */
export function checkPage<K extends PageSchemaName>(schema: K, result: PageResult, where: string, out: Problems): void {
  const page = pageOfSchema(result, schema);
  if (page === undefined || !(schema in SCHEMA_CHECKS)) out.push(`${where}: no ${schema} in the file`);
  else SCHEMA_CHECKS[schema](page, where, out);
}
