import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { getOfficeDirectory, NotFoundError, officeStatePath, usePage, useResponseStatus } from '@handyman/platform';
import { pageOfSchema, type OfficesIndex, type OfficeState } from '@handyman/contracts';
import { stateName } from '@handyman/contracts/validation';
import { addRobotsMeta, PageMeta } from '@handyman/platform/ui';
import { FarNotice, farFromOffices } from './FarNotice';
import { FinderIntro } from './FinderIntro';
import { KeptList } from './KeptList';
import { OfficeCard } from './OfficeCard';
import { StateNotice } from './StateNotice';
import { abbreviationOf, directoryKey, officeCount, stateOfSlug, useOfficeStates } from './use-offices';
import styles from './OfficeFinderPage.module.css';

/** The office finder's page of one state (/offices/state/nevada): its offices, and the ZIP search. */
export default function OfficeStatePage() {
  const { state: slug = '' } = useParams();
  const abbreviation = stateOfSlug(slug);
  if (!abbreviation) throw new NotFoundError(`"${slug}" is not a state`);
  // A fresh page per state: another state's list is never taken for this one's.
  return <StateLoader key={abbreviation} abbreviation={abbreviation} />;
}

function StateLoader({ abbreviation }: { abbreviation: string }) {
  const states = useOfficeStates();
  const { data, error } = usePage('/offices');
  if (error) throw error;
  if (states.error) throw states.error;
  if (!data || !states.data) return <div className={styles.introPlaceholder} role="status" aria-label="Loading" />;
  const page = pageOfSchema(data.results[0], 'OfficesIndex');
  if (!page) throw new NotFoundError('The offices page content is missing');
  const listed = states.data.find((state) => abbreviationOf(state) === abbreviation);
  return <StateOffices page={page} abbreviation={abbreviation} listed={listed} />;
}

function StateOffices({ page, abbreviation, listed }: { page: OfficesIndex; abbreviation: string; listed: OfficeState | undefined }) {
  const [params] = useSearchParams();
  const name = listed?.State ?? stateName(abbreviation) ?? abbreviation;
  // A state without offices still tells a visitor sent here what to do, but is not a page to index.
  useResponseStatus(listed ? 200 : 404, listed ? undefined : 'noindex');
  useEffect(() => (listed ? undefined : addRobotsMeta('noindex')), [listed]);
  const miles = farFromOffices(params)?.miles;
  const count = listed ? officeCount(listed.officeCount) : '';
  const crumbs = [...(page.BreadcrumbNavigation?.Page ?? []), { Name: name, URL: officeStatePath(name).slice(1) }];
  return (
    <>
      <PageMeta
        title={`Handyman Offices in ${name}`}
        description={
          listed
            ? `${count} in ${name}, each locally owned: call one, or open its page to book a craftsman online.`
            : `We don’t have an office in ${name} yet. Find your local handyman office by ZIP code.`
        }
      />
      <FinderIntro page={page} crumbs={crumbs} heading={`Handyman offices in ${name}`}>
        {miles ? (
          <FarNotice far={{ miles, state: abbreviation }} stateHasOffices={!!listed} />
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
