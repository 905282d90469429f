import { useRecentOffice } from '../../office/use-recent-office';
import type { LocalJsonView } from './local-json-loader';

/** /offices/:id/local.json: the office's local data as its loader printed it (local-json-loader.ts). */
export function LocalJsonPage({ data }: { data: LocalJsonView }) {
  // As on every office page, the office becomes the visitor's recent one.
  useRecentOffice(data.recent);
  return <pre className="container">{data.json}</pre>;
}
