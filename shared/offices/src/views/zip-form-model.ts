import type { FooterZipFormContent, ZipFormContent } from '@handyman/contracts';

/** A ZIP form's content as the CMS sends it (the footer's adds its alignments). */
export type ZipFormCms = Partial<ZipFormContent & Pick<FooterZipFormContent, 'HeadingAlignment' | 'SubmitAlignment'>>;

/** The find-your-office box's texts and layout. */
export interface ZipFormModel {
  heading: string;
  placeholder: string;
  /** Rich text under the box, which describes it; '' for none. */
  textBelowInput: string;
  /** Rich text at the end ('Handyman matters ...'); '' for none. */
  handymanMatters: string;
  /** The heading sits left of the box instead of above it. */
  headingInline: boolean;
  /** The button sits right of the box instead of below it. */
  submitInline: boolean;
}

const DEFAULT_HEADING = 'Find your local handyman';
const DEFAULT_PLACEHOLDER = 'Enter your zip code';

/** Shows 'zip' as 'ZIP' in the placeholder, whatever case content wrote it in. */
export function zipPlaceholder(text: string | undefined): string {
  return (text || DEFAULT_PLACEHOLDER).replace(/zip/gi, 'ZIP');
}

export function zipFormModel(content: ZipFormCms | null | undefined): ZipFormModel {
  return {
    heading: content?.Heading?.Value || DEFAULT_HEADING,
    placeholder: zipPlaceholder(content?.PlaceholderText?.Value),
    textBelowInput: content?.TextBelowInput?.Value || '',
    handymanMatters: content?.HandymanMatters?.Value || '',
    headingInline: content?.HeadingAlignment?.Value === 'InlineLeft',
    submitInline: content?.SubmitAlignment?.Value !== 'CenteredBelow',
  };
}
