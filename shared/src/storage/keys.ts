// Browser storage keys, spelt as the spec spells them (recentFranchisPhone included).
export const LOCAL_KEYS = {
  recentFranchisePath: 'recentFranchisePath',
  recentFranchisePhone: 'recentFranchisPhone',
  recentEstimateSubmissionPath: 'recentEstimateSubmissionPath',
  locationMatch: 'locationMatch',
  localOffices: 'localoffice',
  franchiseHomeData: 'franchiseHomeData',
  /** Not a spec key: the recent office's name, for the recent-franchise bar. */
  recentFranchiseName: 'recentFranchiseName',
} as const;

export const SESSION_KEYS = {
  siteSettings: 'x31',
  lastVisitedFranchiseHome: 'franchiseLVHomeData',
  corporateDisplayPhone: 'corpDisPhone',
  corporateTel: 'corpTel',
  locationMatch: 'locationMatch',
} as const;
