import { asArray, type Banner, type ImageField, type PackageDetail, type PageLink, type Tray } from '@handyman/contracts';
import { highlightIcon, type HighlightIcon } from './highlight-icons';

// A package page as its components draw it. The banner, breadcrumb, images, gallery links and trays
// go to shared pieces that take CMS shapes: those stay as they are.

export interface GalleryItemView {
  /** The picture's media path: unique within a gallery. */
  id: string;
  image: ImageField;
  caption: string;
  /** Where the picture leads, for the shared ContentLink. */
  link: PageLink | null;
}

export interface PackageView {
  name: string;
  heading: string;
  banner: Banner | null;
  breadcrumb: PageLink[];
  descriptionHtml: string;
  timeEstimate: { label: string; value: string } | null;
  highlights: { text: string; icon: HighlightIcon }[];
  whatYouGet: { label: string; html: string; image: ImageField | undefined } | null;
  additionalOptionsHtml: string;
  gallery: GalleryItemView[];
  termsHtml: string;
  booking: { image: ImageField | undefined; contactHtml: string };
  /** What an estimate asked for from this page is about ("Curb Appeal package"). */
  estimateTopic: string;
  trays: Tray[];
}

function gallery(items: PackageDetail['ImageGallery']): GalleryItemView[] {
  return asArray(items)
    .filter((item) => item?.Image?.Value)
    .map((item) => ({
      id: item.Image.Value,
      image: item.Image,
      caption: (item.Page ? item.Caption?.Value || item.Page.Link || item.Page.Name : item.Caption?.Value) ?? '',
      link: item.Page ?? null,
    }));
}

export function packageView(pkg: PackageDetail): PackageView {
  const heading = pkg.Banner?.Heading?.Value || pkg.Name;
  return {
    name: pkg.Name,
    heading,
    banner: pkg.Banner ? { ...pkg.Banner, Heading: { Value: heading } } : null,
    breadcrumb: asArray(pkg.BreadcrumbNavigation?.Page),
    descriptionHtml: pkg.PackageDescription?.Value ?? '',
    timeEstimate: pkg.PackageTimeEstimate?.Value
      ? { label: pkg.PackageTimeEstimateLabel?.Value || 'Time Estimate', value: pkg.PackageTimeEstimate.Value }
      : null,
    highlights: asArray(pkg.IconAndHighlight)
      .filter((item) => item?.HighlightText?.Value)
      .map((item) => ({ text: item.HighlightText.Value, icon: highlightIcon(item.FontAwesomeClass?.Value) })),
    whatYouGet: pkg.WhatYouGet?.Value
      ? { label: pkg.WhatYouGetLabel?.Value || 'What You Get', html: pkg.WhatYouGet.Value, image: pkg.WhatYouGetImage }
      : null,
    additionalOptionsHtml: pkg.AdditionalOptions?.Value ?? '',
    gallery: gallery(pkg.ImageGallery),
    termsHtml: pkg.TermsAndConditions?.Value ?? '',
    booking: { image: pkg.PackageDetail?.PackageImage, contactHtml: pkg.ContactLocalOfficeCopy?.Value ?? '' },
    estimateTopic: /\bpackage$/i.test(pkg.Name) ? pkg.Name : `${pkg.Name} package`,
    trays: Array.isArray(pkg.Trays) ? pkg.Trays : [],
  };
}
