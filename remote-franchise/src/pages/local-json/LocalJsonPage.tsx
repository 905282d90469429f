import { useFranchiseHome } from '../home/use-franchise-home';

/** /offices/:id/local.json: a debug view printing the office's local data, or 'Loading...'. */
export function LocalJsonPage() {
  const { home, error } = useFranchiseHome();
  if (error) throw error;
  return <pre className="container">{home ? JSON.stringify(home, null, 2) : 'Loading...'}</pre>;
}
