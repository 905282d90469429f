/** Mount point of the estimate modal (opens on #GetAnEstimate / #GetEstimateLink). */
export function EstimateModalHost() {
  return null;
}
