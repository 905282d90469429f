/**
 * True when the visitor has started on the fields inside `container`: one holds the focus, or a
 * field's value is no longer the one the page came with (typed, picked or ticked before the script
 * that runs the form arrived).
 */
export function holdsVisitorInput(container: Element): boolean {
  if (container.contains(container.ownerDocument.activeElement)) return true;
  for (const field of container.querySelectorAll('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      if (field.value !== defaultChoice(field)) return true;
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) return true;
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      if (field.type !== 'hidden' && field.value !== field.defaultValue) return true;
    }
  }
  return false;
}

/** The value a single select shows when the page loads: its marked option, else its first. */
function defaultChoice(select: HTMLSelectElement): string {
  const options = [...select.options];
  return (options.findLast((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}
