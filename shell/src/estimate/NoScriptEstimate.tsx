import { createContext, useContext, type ComponentType } from 'react';

/**
 * What the no-script estimate modal draws: the server's render provides NoScriptEstimatePanel. A
 * browser never draws what a noscript holds (React neither renders nor hydrates it), so the browser
 * build goes without the panel and its form: script on, the modal itself answers the estimate links.
 */
export const NoScriptEstimateContext = createContext<ComponentType | null>(null);

/** The estimate modal for browsers without script: in the page only when script is off. */
export function NoScriptEstimate() {
  const Panel = useContext(NoScriptEstimateContext);
  return <noscript>{Panel ? <Panel /> : null}</noscript>;
}
