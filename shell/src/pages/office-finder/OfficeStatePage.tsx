import { Link } from 'react-router-dom';
import { getOfficeDirectory } from '@handyman/platform';
import { FarNotice } from './FarNotice';
import { FinderIntro } from './FinderIntro';
import type { StateView } from './finder-view';
import { KeptList } from './KeptList';
import { OfficeCard } from './OfficeCard';
import { StateNotice } from './StateNotice';
import { directoryKey } from './use-offices';
import styles from './OfficeFinderPage.module.css';

/** The office finder's page of one state (/offices/state/nevada): its offices, and the ZIP search. */
export default function OfficeStatePage({ data }: { data: StateView }) {
  // A fresh page per state: another state's list is never taken for this one's.
  return <StateOffices key={data.abbreviation} view={data} />;
}

function StateOffices({ view }: { view: StateView }) {
  const { abbreviation, name, count, miles } = view;
  const listed = count !== null;
  return (
    <>
      <FinderIntro view={view}>
        {miles ? (
          <FarNotice far={{ miles, state: abbreviation }} stateHasOffices={listed} />
        ) : listed ? null : (
          <StateNotice state={abbreviation} />
        )}
        <p className={styles.introCopy}>
          {listed ? `${count} in ${name}, each locally owned and staffed by craftsmen who live nearby.` : null}{' '}
          <Link to="/offices">See every state with offices</Link>
        </p>
      </FinderIntro>
      {listed ? (
        <div className={styles.list}>
          <div className="container">
            <KeptList id="state-offices" resourceKey={directoryKey(abbreviation)} load={() => getOfficeDirectory(abbreviation)}>
              {(offices) => (
                <ul className={styles.cards} aria-label={`Offices in ${name}`}>
                  {offices.map((office) => (
                    <OfficeCard key={office.HomePageLink.URL} office={office} />
                  ))}
                </ul>
              )}
            </KeptList>
          </div>
        </div>
      ) : null}
    </>
  );
}
