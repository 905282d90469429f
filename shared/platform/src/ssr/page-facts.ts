import { useServerRecord } from './page-record';

// What a page tells the server's answer about itself. A remote's page knows these facts; the shell
// writes the answer from the record.

/** Sets the server answer's status (and robots), e.g. 404 with noindex for the not-found page. */
export function useResponseStatus(status: number, robots?: string): void {
  const record = useServerRecord();
  if (!record) return;
  record.status = status;
  if (robots) record.head.robots = robots;
}

/** Links an RSS feed from the head of the server's HTML (the blog's pages link the blog's feed). */
export function useFeedLink(href: string, title: string): void {
  const record = useServerRecord();
  if (record) record.head.feed = { href, title };
}
