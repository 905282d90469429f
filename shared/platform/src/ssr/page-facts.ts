import { useServerRecord } from './page-record';

// What a page tells the server's answer about itself. A remote's page knows these facts; the shell
// writes the answer from the record. (Its head is React's: the shell's PageHead.)

/** Sets the server answer's status, e.g. 404 for the not-found page. */
export function useResponseStatus(status: number): void {
  const record = useServerRecord();
  if (record) record.status = status;
}
