import { useId, type ReactNode } from 'react';
import type { TabContent } from '@handyman/shared';
import { MediaImage } from '@handyman/shared/ui';
import { TabPhone } from './TabPhone';
import { useNarrowScreen } from './use-narrow-screen';
import styles from './EstimateTabs.module.css';

interface EstimatePanelProps {
  content: TabContent;
  formOpen: boolean;
  onFormOpenChange: (open: boolean) => void;
  estimateForm: ReactNode;
}

/** The Get an Estimate tab: the phone to call and the estimate form (collapsible under 600 px). */
export function EstimatePanel({ content, formOpen, onFormOpenChange, estimateForm }: EstimatePanelProps) {
  const narrow = useNarrowScreen();
  const formId = useId();
  return (
    <div className={styles.estimate}>
      <div className={styles.estimateMain}>
        <TabPhone content={content} />
        {narrow ? (
          <button type="button" className={styles.disclosure} aria-expanded={formOpen} aria-controls={formId} onClick={() => onFormOpenChange(!formOpen)}>
            Request an estimate online
            <span className={styles.chevron} aria-hidden="true" />
          </button>
        ) : null}
        <div id={formId} className={styles.formArea} hidden={narrow && !formOpen}>
          {estimateForm}
        </div>
      </div>
      {content.EstimateImage?.Value ? (
        <MediaImage className={styles.estimateImage} image={content.EstimateImage} width={Number(content.EstimateImage.Width) || 800} height={Number(content.EstimateImage.Height) || 600} />
      ) : null}
    </div>
  );
}
