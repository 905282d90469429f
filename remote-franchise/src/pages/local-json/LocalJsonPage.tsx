import { useServerRecord } from '@handyman/platform';
import { useFranchiseHome } from '../home/use-franchise-home';

/**
 * /offices/:id/local.json: a debug view printing the office's local data, or 'Loading...'. Never
 * indexed: it is raw data, not a page for homeowners.
 */
export function LocalJsonPage() {
  const record = useServerRecord();
  if (record) record.head.robots = 'noindex, nofollow';
  const { home, error } = useFranchiseHome();
  if (error) throw error;
  return <pre className="container">{home ? JSON.stringify(home, null, 2) : 'Loading...'}</pre>;
}
