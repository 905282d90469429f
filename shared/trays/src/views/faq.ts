import { asArray, type FAQAccordion } from '@handyman/contracts';
import { optionalText, type Fill } from './fields';

export interface FaqItemView {
  question: string;
  /** Content HTML. */
  answer: string;
}

export interface FaqView {
  kind: 'FAQAccordion';
  heading?: string;
  items: FaqItemView[];
}

export function faqView(tray: FAQAccordion, fill: Fill): FaqView {
  return {
    kind: 'FAQAccordion',
    heading: optionalText(tray.Heading, fill),
    items: asArray(tray.AccordionItem).map((item) => ({ question: fill(item.Heading?.Value), answer: fill(item.Copy?.Value) })),
  };
}
