import { useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OfficeState } from '@handyman/contracts';
import { US_STATES } from '@handyman/contracts/validation';
import { FAR_STATE_PARAM, stateFinderPath } from '@handyman/offices';
import { abbreviationOf, officeCount } from './use-offices';
import styles from './OfficeFinderPage.module.css';

/**
 * Go to a state's page: a chooser of all 59 states and territories, with the office counts of those
 * that have offices. Without script the form asks the finder (/offices?state=NV), which sends it on.
 */
export function StateChooser({ states }: { states: OfficeState[] }) {
  const id = useId();
  const navigate = useNavigate();
  const select = useRef<HTMLSelectElement>(null);
  const counts = new Map(states.map((state) => [abbreviationOf(state), state.officeCount]));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const path = stateFinderPath(select.current?.value ?? '');
    if (path) void navigate(path);
    else select.current?.focus();
  };

  return (
    <form className={styles.chooser} action="/offices" method="get" onSubmit={onSubmit}>
      <label htmlFor={`${id}-state`} className={styles.chooserLabel}>
        Choose your state
      </label>
      <div className={styles.chooserRow}>
        <select id={`${id}-state`} ref={select} name={FAR_STATE_PARAM} className={styles.select} defaultValue="">
          <option value="">All states and territories</option>
          {US_STATES.map((state) => (
            <option key={state.abbreviation} value={state.abbreviation}>
              {state.name}
              {counts.has(state.abbreviation) ? ` (${officeCount(counts.get(state.abbreviation)!)})` : ''}
            </option>
          ))}
        </select>
        <button type="submit" className="button-primary">
          Show offices
        </button>
      </div>
    </form>
  );
}
