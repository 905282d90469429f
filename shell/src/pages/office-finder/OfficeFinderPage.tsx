import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getOfficeDirectory } from '@handyman/platform';
import { RichText } from '@handyman/platform/ui';
import { TrayRenderer } from '@handyman/trays';
import { FarNotice } from './FarNotice';
import { FinderIntro } from './FinderIntro';
import { stateAddressTarget } from './finder-redirects';
import type { FinderView } from './finder-view';
import { groupOfficesByState } from './group-offices';
import { KeptList } from './KeptList';
import { StateChooser } from './StateChooser';
import { StateLinks } from './StateLinks';
import { StateSection } from './StateSection';
import { directoryKey, FEW_OFFICES } from './use-offices';
import { LoadError } from './LoadError';
import styles from './OfficeFinderPage.module.css';

/**
 * The office finder's front page (/offices, /FindACraftsman): the ZIP search, and the states that
 * have offices, each with its own page; a small brand's offices are listed here under their states.
 */
export default function OfficeFinderPage({ data }: { data: FinderView }) {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const hashTarget = stateAddressTarget(new URLSearchParams(search), hash);
  useLayoutEffect(() => {
    // A hash never reaches the server (nor the loader): the browser sends /offices#NV to Nevada's page itself.
    if (hashTarget) void navigate(hashTarget, { replace: true });
  }, [hashTarget, navigate]);
  return (
    <>
      <FinderIntro view={data}>
        {data.noFranchisesCopy !== null ? (
          <div className={styles.noFranchises} role="status" data-testid="no-franchises-notice">
            <RichText html={data.noFranchisesCopy} />
          </div>
        ) : null}
        <RichText className={styles.introCopy} html={data.introCopy ?? undefined} />
      </FinderIntro>
      <div className={styles.list}>
        <div className="container">
          <OfficeDirectory view={data} />
        </div>
      </div>
      <TrayRenderer trays={data.trays} />
    </>
  );
}

/** The state chooser, then the offices under their states (a few) or the states as links (many). */
function OfficeDirectory({ view: { states, far } }: { view: FinderView }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Going to the same address again runs the page's loader again.
  if (!states) return <LoadError reload={() => void navigate(`${pathname}${search}`, { replace: true })} />;
  const total = states.reduce((sum, state) => sum + state.officeCount, 0);
  return (
    <>
      <StateChooser states={states} />
      {far ? <FarNotice far={far} stateHasOffices={false} /> : null}
      {total > FEW_OFFICES ? (
        <StateLinks states={states} />
      ) : (
        // The directory stays out of the loader: its data is never sent in the page (the browser
        // keeps the server's markup, see KeptList), and it loads in the browser only when needed.
        <KeptList id="office-directory" resourceKey={directoryKey('')} load={() => getOfficeDirectory()}>
          {(offices) => groupOfficesByState(offices).map((group) => <StateSection key={group.abbreviation} group={group} />)}
        </KeptList>
      )}
    </>
  );
}
