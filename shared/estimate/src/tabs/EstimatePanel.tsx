import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { MediaImageView } from '@handyman/platform/ui';
import type { TabAreaModel } from '../views';
import { TabPhone } from './TabPhone';
import { holdsVisitorInput } from './visitor-input';
import styles from './EstimateTabs.module.css';

// The panel's picture (hidden below 600 px): the container less the panel's padding, then 5 of the 12
// columns beside the form from 900 px.
const PANEL_IMAGE_SIZES =
  '(min-width: 1300px) 453px, (min-width: 1200px) 436px, (min-width: 900px) calc((100vw - 48px) * 5 / 12 - 44px), (min-width: 768px) calc(100vw - 114px), calc(100vw - 66px)';

interface EstimatePanelProps {
  content: TabAreaModel;
  formOpen: boolean;
  onFormOpenChange: (open: boolean) => void;
  estimateForm: ReactNode;
}

/**
 * The Get an Estimate tab: the phone to call and the estimate form, collapsible under 600 px.
 *
 * The collapse is the stylesheet's, not a render's: the same HTML serves every width, and under
 * 600 px the disclosure shows and a closed form hides only once the panel is live (`data-live`,
 * set when it mounts or hydrates). A phone still loading the script has the open form to fill in
 * (it is sent once the page is live); one without script sees it open beside the office's phone,
 * with no disclosure that could not answer. No second render follows hydration to fold it.
 */
export function EstimatePanel({ content, formOpen, onFormOpenChange, estimateForm }: EstimatePanelProps) {
  const formId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const formArea = useRef<HTMLDivElement>(null);
  // Before paint on a client render, in the hydration commit for a server one. A form the visitor
  // started before the page was live stays open for them.
  useLayoutEffect(() => {
    if (formArea.current && holdsVisitorInput(formArea.current)) onFormOpenChange(true);
    panel.current?.setAttribute('data-live', '');
    // Once, on mount: the flag marks the panel's script as running.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div ref={panel} className={content.estimateImage ? styles.estimate : `${styles.estimate} ${styles.textOnly}`}>
      <div className={styles.estimateMain}>
        <TabPhone before={content.textBeforePhone} below={content.textBelowPhone} />
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={formOpen}
          aria-controls={formId}
          onClick={() => onFormOpenChange(!formOpen)}
        >
          Request an estimate online
          <span className={styles.chevron} aria-hidden="true" />
        </button>
        <div ref={formArea} id={formId} className={styles.formArea} data-open={formOpen}>
          {estimateForm}
        </div>
      </div>
      <MediaImageView className={styles.estimateImage} image={content.estimateImage} sizes={PANEL_IMAGE_SIZES} />
    </div>
  );
}
