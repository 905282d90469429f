/** The header element's id: back-to-top moves keyboard focus there after scrolling up. */
export const HEADER_ID = 'site-header';
