import { useId, type MouseEvent } from 'react';
import { scrollToElement } from '@handyman/platform/page-tools';
import { stickyTopHeight } from '../../../office/header/office-bar';
import type { HomeSectionDef } from './home-sections';
import { useActiveSection } from './use-active-section';
import styles from './SectionNav.module.css';

function jumpTo(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  // A section lands below the site header and the office's sticky bar (whose height may change as
  // it sticks: read on every frame).
  scrollToElement(target, stickyTopHeight);
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/**
 * The office home's section nav, in the sticky bar: tabs above 992 px, a select below (CSS picks
 * one). A choice scrolls smoothly (500 ms) to the section below the header; the item of the
 * section holding the middle of the viewport is marked current.
 */
export function SectionNav({ sections }: { sections: HomeSectionDef[] }) {
  const selectId = useId();
  const active = useActiveSection(sections.map((section) => section.id));
  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    jumpTo(id);
  };
  if (sections.length === 0) return null;
  return (
    <nav className={styles.nav} aria-label="On this page">
      <div className="container">
        <ul className={styles.tabs}>
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className={styles.tab}
                aria-current={active === section.id ? 'location' : undefined}
                onClick={(event) => onClick(event, section.id)}
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
        <div className={styles.picker}>
          <label htmlFor={selectId} className={styles.pickerLabel}>
            Jump to
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={active ?? ''}
            onChange={(event) => event.target.value && jumpTo(event.target.value)}
          >
            <option value="" disabled>
              Choose a section
            </option>
            {sections.map((section) => (
              <option key={section.id} value={section.id}>
                {section.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </nav>
  );
}
