import type { CareersTray, PageLink } from '@handyman/contracts';
import { splitAtQuestionMark } from '../careers-heading';
import type { Fill } from './fields';

export interface CareersTrayView {
  kind: 'CareersTray';
  /** The heading up to its first question mark. */
  question: string;
  /** The rest of the heading, below it ('' for none). */
  rest: string;
  /** The job board, opened in a new tab. */
  page: PageLink;
}

export function careersTrayView(tray: CareersTray, fill: Fill): CareersTrayView {
  return { kind: 'CareersTray', ...splitAtQuestionMark(fill(tray.Heading?.Value)), page: tray.Page };
}
