/** The national toll-free number, shown whenever no office phone is known. */
export const NATIONAL_PHONE = { display: '866-FIX-MY-HOME', tel: '18663496946' } as const;
