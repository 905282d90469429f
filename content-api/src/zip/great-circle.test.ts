import { milesBetween } from './great-circle';

describe('milesBetween', () => {
  it('measures a known long route (LAX to JFK, about 2,475 miles)', () => {
    const miles = milesBetween({ latitude: 33.9425, longitude: -118.408056 }, { latitude: 40.639722, longitude: -73.778889 });
    expect(miles).toBeGreaterThan(2462);
    expect(miles).toBeLessThan(2488);
  });

  it('is zero for the same point, symmetric, and precise at short range', () => {
    const a = { latitude: 36.1378, longitude: -115.3261 };
    const b = { latitude: 36.1378, longitude: -115.3161 };
    expect(milesBetween(a, a)).toBe(0);
    expect(milesBetween(a, b)).toBeCloseTo(milesBetween(b, a), 12);
    // 0.01 degree of longitude at 36.14 N is about 0.5584 miles.
    expect(milesBetween(a, b)).toBeCloseTo(0.5584, 3);
  });
});
