import type { SitePrivacy } from '@handyman/contracts';
import { CHOICE_WORDS, PRIVACY_COOKIE } from './privacy-choice';

// Every page the server writes holds its tags inert (`<script type="text/plain"
// data-tag-purpose=...>`, see tags.ts): the browser neither runs nor fetches them. The tag gate, a
// small inline script allowed by its hash, runs in the head before any of them: it reads the
// visitor's choice (the privacyChoices cookie) and Global Privacy Control
// (navigator.globalPrivacyControl, or the server's `data-gpc` mark on <html> when the request said
// Sec-GPC: 1), sets Google Consent Mode's defaults, publishes the decision as window.sitePrivacy,
// and then starts the tags that may run, each as a new script beside its inert twin: those in the
// head at once, those at the end of the body when the document is parsed. So one cached page
// serves every visitor, and an opted-out browser never fetches an advertising tag.

/** The attribute the server puts on <html> when the request carried Sec-GPC: 1. */
export const GPC_MARK = 'data-gpc';

/** The inert tag's attributes, read by the gate to build the running script. */
export const TAG = {
  purpose: 'data-tag-purpose',
  src: 'data-src',
  type: 'data-type',
  referrerPolicy: 'data-referrerpolicy',
  async: 'data-async',
  started: 'data-tag-started',
} as const;

const cookiePattern = `/(?:^|;\\s*)${PRIVACY_COOKIE}=([^;]*)/`;

/** The gate's source. Plain ES5 with no outside names: it runs before any of the app's code. */
const SOURCE = `(function (w, d) {
  if (w.sitePrivacy) return;
  var m = ${cookiePattern}.exec(d.cookie), words = m ? m[1].split('.') : [];
  var gpc = w.navigator.globalPrivacyControl === true || d.documentElement.hasAttribute(${JSON.stringify(GPC_MARK)});
  var choice = words.indexOf(${JSON.stringify(CHOICE_WORDS.saleOut)}) >= 0;
  var sale = !gpc && !choice, analytics = words.indexOf(${JSON.stringify(CHOICE_WORDS.analyticsOff)}) < 0;
  var allowed = { 'strictly-necessary': true, analytics: analytics, advertising: sale };
  var layer = (w.dataLayer = w.dataLayer || []), ads = sale ? 'granted' : 'denied';
  (function () { layer.push(arguments); })('consent', 'default', { ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage: analytics ? 'granted' : 'denied' });
  function run() {
    var tags = d.querySelectorAll('script[type="text/plain"][${TAG.purpose}]');
    for (var i = 0; i < tags.length; i++) {
      var tag = tags[i];
      if (tag.hasAttribute('${TAG.started}') || allowed[tag.getAttribute('${TAG.purpose}')] !== true) continue;
      tag.setAttribute('${TAG.started}', '');
      var s = d.createElement('script'), src = tag.getAttribute('${TAG.src}');
      if (tag.hasAttribute('${TAG.type}')) s.setAttribute('type', tag.getAttribute('${TAG.type}'));
      if (tag.hasAttribute('${TAG.referrerPolicy}')) s.setAttribute('referrerpolicy', tag.getAttribute('${TAG.referrerPolicy}'));
      if (src) {
        s.async = tag.hasAttribute('${TAG.async}');
        s.src = src;
      } else s.text = tag.text;
      tag.parentNode.insertBefore(s, tag.nextSibling);
    }
  }
  w.sitePrivacy = { gpc: gpc, choice: choice, advertising: sale, analytics: analytics, run: run };
  run();
  d.addEventListener('DOMContentLoaded', run);
})(window, document);`;

/** The gate as the page holds it (one line: its hash is part of every page's policy). */
export const TAG_GATE_SCRIPT = SOURCE.replace(/\n\s*/g, ' ');

type GatedWindow = Window & { sitePrivacy?: SitePrivacy & { run?: () => void } };

/**
 * Starts the tags the page holds inert that may run for this visitor (tags the app inserted after
 * the page was written). The server's page has the gate; a page without it (the dev server's) gets it
 * here first, by the same script.
 */
export function startAllowedTags(): void {
  const gated = window as GatedWindow;
  if (!gated.sitePrivacy) {
    const gate = document.createElement('script');
    gate.text = TAG_GATE_SCRIPT;
    document.head.append(gate);
  }
  gated.sitePrivacy?.run?.();
}
