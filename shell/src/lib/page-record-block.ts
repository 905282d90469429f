import { createPageRecord, type DehydratedError, type PageRecord } from '@handyman/platform';
import { dehydrateError, rehydrateError } from './dehydrate';

// The part of a server-rendered page's record the browser needs to hydrate it exactly as it was
// rendered, carried inside the page as a JSON data block.

export { PAGE_RECORD_ID } from './page-record-marks';

/** The record as the block holds it: its route error as data (name, message, status). */
type PageRecordData = Pick<
  PageRecord,
  | 'config'
  | 'builds'
  | 'path'
  | 'resources'
  | 'remoteFallbacks'
  | 'remotesRendered'
  | 'visitorOffice'
  | 'loaderData'
  | 'loaderErrors'
  | 'remoteRoute'
> & {
  routeError?: DehydratedError;
};

/** The block's text: "<" escaped, so content can never end the script element. */
export function writePageRecord(record: PageRecord): string {
  const data: PageRecordData = {
    config: record.config,
    ...(record.builds ? { builds: record.builds } : {}),
    path: record.path,
    resources: record.resources,
    remoteFallbacks: record.remoteFallbacks,
    remotesRendered: record.remotesRendered,
    ...(record.visitorOffice ? { visitorOffice: record.visitorOffice } : {}),
    ...(record.routeError ? { routeError: dehydrateError(record.routeError) } : {}),
    ...(record.loaderData ? { loaderData: record.loaderData } : {}),
    ...(record.loaderErrors ? { loaderErrors: record.loaderErrors } : {}),
    ...(record.remoteRoute ? { remoteRoute: record.remoteRoute } : {}),
  };
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The record the browser's first render starts from, read from the block's text. */
export function readPageRecord(text: string): PageRecord {
  const data = JSON.parse(text) as PageRecordData;
  const record = createPageRecord(data.path, false, data.routeError ? rehydrateError(data.routeError) : undefined);
  return {
    ...record,
    config: data.config,
    ...(data.builds ? { builds: data.builds } : {}),
    resources: data.resources,
    remoteFallbacks: data.remoteFallbacks,
    remotesRendered: data.remotesRendered,
    ...(data.visitorOffice ? { visitorOffice: data.visitorOffice } : {}),
    ...(data.loaderData ? { loaderData: data.loaderData } : {}),
    ...(data.loaderErrors ? { loaderErrors: data.loaderErrors } : {}),
    ...(data.remoteRoute ? { remoteRoute: data.remoteRoute } : {}),
  };
}
