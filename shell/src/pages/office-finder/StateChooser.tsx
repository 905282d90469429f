import { useId, useRef, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { US_STATES } from '@handyman/contracts/validation';
import type { StateOffices } from './group-offices';
import styles from './OfficeFinderPage.module.css';

const officeCount = (count: number) => `${count} ${count === 1 ? 'office' : 'offices'}`;

/** Jump to a state: quick links to the states with offices, and a chooser of all 59. */
export function StateChooser({ groups }: { groups: StateOffices[] }) {
  const id = useId();
  const navigate = useNavigate();
  const select = useRef<HTMLSelectElement>(null);
  const counts = new Map(groups.map((group) => [group.abbreviation, group.offices.length]));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const state = select.current?.value;
    if (state) navigate({ hash: state }, { preventScrollReset: true });
    else select.current?.focus();
  };

  return (
    <div className={styles.chooser}>
      <form className={styles.chooserForm} onSubmit={onSubmit}>
        <label htmlFor={`${id}-state`} className={styles.chooserLabel}>
          Choose your state
        </label>
        <div className={styles.chooserRow}>
          <select id={`${id}-state`} ref={select} className={styles.select} defaultValue="">
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
      <nav aria-labelledby={`${id}-quick`} className={styles.quickStates}>
        <p id={`${id}-quick`} className={styles.quickStatesLabel}>
          States with offices
        </p>
        <ul>
          {groups.map((group) => (
            <li key={group.abbreviation}>
              <Link to={{ hash: group.abbreviation }} preventScrollReset className={styles.quickState}>
                {group.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
