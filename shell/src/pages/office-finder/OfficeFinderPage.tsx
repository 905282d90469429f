import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { getOfficeDirectory, NotFoundError, usePage, type ResourceView } from '@handyman/platform';
import { pageOfSchema, type OfficeState } from '@handyman/contracts';
import { PageMeta, PermanentRedirect, RichText } from '@handyman/platform/ui';
import { TrayRenderer } from '@handyman/trays';
import { FarNotice, farFromOffices, type FarFromOffices } from './FarNotice';
import { FinderIntro } from './FinderIntro';
import { stateAddressTarget } from './finder-redirects';
import { groupOfficesByState } from './group-offices';
import { KeptList } from './KeptList';
import { linkNationalPhone } from './link-national-phone';
import { StateChooser } from './StateChooser';
import { StateLinks } from './StateLinks';
import { StateSection } from './StateSection';
import { directoryKey, FEW_OFFICES, useOfficeStates } from './use-offices';
import { LoadError } from './LoadError';
import styles from './OfficeFinderPage.module.css';

/**
 * The office finder's front page (/offices, /FindACraftsman): the ZIP search, and the states that
 * have offices, each with its own page; a small brand's offices are listed here under their states.
 */
export default function OfficeFinderPage() {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  // The states are asked for beside the page's content, not once the content is in.
  const states = useOfficeStates();
  const { data, error } = usePage('/offices');
  const stateTarget = stateAddressTarget(params, '');
  const hashTarget = stateAddressTarget(params, hash);
  useLayoutEffect(() => {
    // A hash never reaches the server: the browser sends /offices#NV to Nevada's page itself.
    if (!stateTarget && hashTarget) void navigate(hashTarget, { replace: true });
  }, [stateTarget, hashTarget, navigate]);
  if (stateTarget) return <PermanentRedirect to={stateTarget} />;
  if (error) throw error;
  if (!data) return <div className={styles.introPlaceholder} role="status" aria-label="Loading" />;
  const page = pageOfSchema(data.results[0], 'OfficesIndex');
  if (!page) throw new NotFoundError('The offices page content is missing');
  const noFranchises = params.get('noFranchises') === 'true';
  return (
    <>
      <PageMeta title={page.Title} description={page.Description} />
      <FinderIntro page={page} crumbs={page.BreadcrumbNavigation?.Page} heading={page.Heading?.Value || page.Title}>
        {noFranchises ? (
          <div className={styles.noFranchises} role="status" data-testid="no-franchises-notice">
            <RichText html={linkNationalPhone(page.NoFranchisesCopy?.Value ?? '')} />
          </div>
        ) : null}
        <RichText className={styles.introCopy} html={page.IntroCopy?.Value} />
      </FinderIntro>
      <div className={styles.list}>
        <div className="container">
          <OfficeDirectory states={states} far={farFromOffices(params)} />
        </div>
      </div>
      <TrayRenderer trays={page.Trays} />
    </>
  );
}

/** The state chooser, then the offices under their states (a few) or the states as links (many). */
function OfficeDirectory({
  states: { data: states, error, reload },
  far,
}: {
  states: ResourceView<OfficeState[]>;
  far: FarFromOffices | null;
}) {
  if (error) {
    return <LoadError reload={reload} />;
  }
  if (!states) return <div className={styles.listPlaceholder} role="status" aria-label="Loading offices" />;
  const total = states.reduce((sum, state) => sum + state.officeCount, 0);
  return (
    <>
      <StateChooser states={states} />
      {far ? <FarNotice far={far} stateHasOffices={false} /> : null}
      {total > FEW_OFFICES ? (
        <StateLinks states={states} />
      ) : (
        <KeptList id="office-directory" resourceKey={directoryKey('')} load={() => getOfficeDirectory()}>
          {(offices) => groupOfficesByState(offices).map((group) => <StateSection key={group.abbreviation} group={group} />)}
        </KeptList>
      )}
    </>
  );
}
