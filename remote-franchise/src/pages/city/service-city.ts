import { asArray, type FranchiseHomePage, type PageLink, type ServiceCity } from '@handyman/contracts';
import { toContentPath } from '@handyman/platform/base';

/** The office's service city whose CityURL is this address (case, slashes and underscores aside). */
export function serviceCityAt(home: FranchiseHomePage, pathname: string): ServiceCity | undefined {
  const path = toContentPath(pathname);
  return asArray(home.ServiceCitySEO).find(
    (city) => typeof city?.CityURL === 'string' && city.CityURL.trim() !== '' && toContentPath(city.CityURL) === path,
  );
}

/** Home, Find A Handyman (/offices), the office, the city: the trail when the page brings none. */
export function cityTrail(officeName: string, homePath: string, cityName: string, cityPath: string): PageLink[] {
  return [
    { Name: 'Home', URL: '', Schema: 'HomePage' },
    { Name: 'Offices', URL: 'offices', Schema: 'OfficesIndex' },
    { Name: officeName, URL: homePath, Schema: 'FranchiseHomePage' },
    { Name: cityName, URL: cityPath, Schema: 'FranchiseDetailPage' },
  ];
}
