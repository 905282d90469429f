import { createPageRecord, PageRecordContext, usePageRecord, type PageHead, type PageRecord } from './page-record';

// The page record's names before it was one type. @handyman/shared is a singleton that remotes
// built earlier still call under these names, so they stay, as aliases.

/** @deprecated PageRecord */
export type RenderState = PageRecord;
/** @deprecated PageHead */
export type ServerHead = PageHead;
/** @deprecated createPageRecord */
export const createRenderState = createPageRecord;
/** @deprecated PageRecordContext */
export const RenderStateContext = PageRecordContext;
/** @deprecated usePageRecord */
export const useRenderState = usePageRecord;
