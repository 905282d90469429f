/** Mean Earth radius in statute miles (IUGG). */
export const EARTH_RADIUS_MILES = 3958.7613;

const RADIANS = Math.PI / 180;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in miles by the haversine formula (stable for short distances). */
export function milesBetween(a: Coordinates, b: Coordinates): number {
  const dLat = (b.latitude - a.latitude) * RADIANS;
  const dLon = (b.longitude - a.longitude) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * RADIANS) * Math.cos(b.latitude * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function isValidCoordinates(latitude: number, longitude: number): boolean {
  return Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}
