import { getLocalOffices, useResource, type ResourceView } from '@handyman/platform';
import { type LocalOffice } from '@handyman/contracts';
import { FarNotice, type FarFromOffices } from './FarNotice';
import { groupOfficesByState } from './group-offices';
import { StateChooser } from './StateChooser';
import { StateNotice } from './StateNotice';
import { StateSection } from './StateSection';
import { useStateTarget } from './use-state-target';
import styles from './OfficeFinderPage.module.css';

export const LOCAL_OFFICES_KEY = 'local-offices';

/** Every office (GET localoffice/orderby/state), for the finder's list. */
export function useLocalOffices(): ResourceView<LocalOffice[]> {
  return useResource(LOCAL_OFFICES_KEY, () => getLocalOffices());
}

/**
 * Every office by state, with the state chooser; a failed load offers a retry, not a broken page.
 * `far` says why a ZIP lookup sent the visitor here, in their state's section.
 */
export function OfficeList({
  offices: { data: offices, error, reload },
  far,
}: {
  offices: ResourceView<LocalOffice[]>;
  far: FarFromOffices | null;
}) {
  const groups = offices ? groupOfficesByState(offices) : undefined;
  const target = useStateTarget(groups);

  if (error) {
    return (
      <div className={styles.loadError} role="alert">
        <p>We couldn’t load the list of offices just now.</p>
        <button type="button" className="button-secondary" onClick={reload}>
          Try again
        </button>
      </div>
    );
  }
  if (!groups) return <div className={styles.listPlaceholder} role="status" aria-label="Loading offices" />;
  const farStateListed = Boolean(far && groups.some((group) => group.abbreviation === far.state));
  return (
    <>
      <StateChooser groups={groups} />
      {far && !farStateListed ? <FarNotice far={far} stateHasOffices={false} /> : <StateNotice state={target.withoutOffices} />}
      {groups.map((group) => (
        <StateSection
          key={group.abbreviation}
          group={group}
          highlighted={group.abbreviation === target.withOffices}
          notice={far && group.abbreviation === far.state ? <FarNotice far={far} stateHasOffices /> : undefined}
        />
      ))}
    </>
  );
}
