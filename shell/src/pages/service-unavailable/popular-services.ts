/**
 * The 503 page's most popular services, each linked to its real service page
 * of the content: doors is a sub-page of doors and windows, floors is flooring, bathroom is
 * bathroom remodeling.
 */
export const POPULAR_SERVICES = [
  { name: 'Doors', to: '/services/doors-and-windows/doors' },
  { name: 'Floors', to: '/services/flooring' },
  { name: 'Bathroom', to: '/services/bathroom-remodeling' },
  { name: 'Painting', to: '/services/painting' },
  { name: 'Fencing', to: '/services/fencing' },
  { name: 'Drywall', to: '/services/drywall' },
  { name: 'Carpentry', to: '/services/carpentry' },
] as const;
