import { useParams } from 'react-router-dom';
import { NotFoundError } from '@handyman/shared';

/** The page number from the address (1 when absent); anything else is not a page. */
export function usePageNumber(): number {
  const { page } = useParams();
  if (page === undefined) return 1;
  const number = Number(page);
  if (!/^\d+$/.test(page) || !Number.isInteger(number) || number < 1) throw new NotFoundError(`"${page}" is not a page number`);
  return number;
}

/** base for page 1, base/page/n after it. */
export const paged = (base: string) => (page: number) => (page === 1 ? base : `${base}/page/${page}`);
