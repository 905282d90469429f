import { getOfficeDirectory } from '@handyman/platform';
import { KeptList } from '../pages/office-finder/KeptList';
import { OfficeCard } from '../pages/office-finder/OfficeCard';
import { directoryKey } from '../pages/office-finder/use-offices';

/** Nevada's offices as the state page lists them. */
export function NevadaOffices() {
  return (
    <KeptList id="state-offices" resourceKey={directoryKey('NV')} load={() => getOfficeDirectory('NV')}>
      {(offices) => (
        <ul>
          {offices.map((office) => (
            <OfficeCard key={office.HomePageLink.URL} office={office} />
          ))}
        </ul>
      )}
    </KeptList>
  );
}
