// Browser storage keys. Their spellings are fixed, recentFranchisPhone's missing 'e' included: a
// renamed key would no longer find what a visitor's browser already stored.
export const LOCAL_KEYS = {
  recentFranchisePath: 'recentFranchisePath',
  recentFranchisePhone: 'recentFranchisPhone',
  recentEstimateSubmissionPath: 'recentEstimateSubmissionPath',
  locationMatch: 'locationMatch',
  localOffices: 'localoffice',
  franchiseHomeData: 'franchiseHomeData',
  /** Added by this site: the recent office's name, for the recent-franchise bar. */
  recentFranchiseName: 'recentFranchiseName',
  /** Added by this site: the ZIP the visitor gave and the office it led to ({ zip, office }). */
  recentZip: 'recentZip',
} as const;

export const SESSION_KEYS = {
  siteSettings: 'x31',
  lastVisitedFranchiseHome: 'franchiseLVHomeData',
  corporateDisplayPhone: 'corpDisPhone',
  corporateTel: 'corpTel',
  locationMatch: 'locationMatch',
} as const;
