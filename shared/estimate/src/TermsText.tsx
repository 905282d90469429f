import { useSiteSettings } from '@handyman/platform';
import { RichText } from '@handyman/platform/ui';
import { formTermsText } from './views';
import styles from './EstimateForm.module.css';

/** Policy links open in a new tab: following one in place would throw away the half-filled form. */
export function openLinksInNewTab(html: string): string {
  return html.replace(/<a\b(?![^>]*\btarget=)/gi, '<a target="_blank"');
}

/**
 * The consent names the button the visitor presses: content writes one button's name ("By clicking
 * Get Your Estimate, ...") for forms whose buttons say different things, so the name it quotes is
 * replaced with the label of the button beside it.
 */
export function nameTheButton(html: string, buttonLabel: string): string {
  const label = buttonLabel.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return html.replace(
    /^(\s*(?:<[^>]+>\s*)*By clicking )(?:"[^"<]{1,60}"|[^,<]{1,60}?)(?=,|\s+you\b)/i,
    (_, start: string) => `${start}${label}`,
  );
}

/** The SMS consent text under the form (x31 Header.FormfillTermsText), with its policy links. */
export function TermsText({ id, buttonLabel }: { id: string; buttonLabel: string }) {
  const { data: settings, loading } = useSiteSettings();
  const text = formTermsText(settings, loading);
  return <RichText id={id} as="p" className={styles.terms} html={openLinksInNewTab(nameTheButton(text, buttonLabel))} />;
}
