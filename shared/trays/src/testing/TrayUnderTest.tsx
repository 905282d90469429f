import type { Tray } from '@handyman/contracts';
import { TrayRenderer } from '../registry';

/**
 * One CMS tray shown the way pages show it: mapped to its view model, then rendered. Tray tests
 * start from content, as the site does, and assert what the visitor gets.
 */
export function TrayUnderTest({ tray }: { tray: Tray }) {
  return <TrayRenderer trays={[tray]} />;
}
