import { createPageRecord, PageRecordContext, usePageRecord, type PageHead, type PageRecord } from '@handyman/platform';

// The page record's names before it was one type, for remotes
// built earlier that still call them.

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
