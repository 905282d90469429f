// Async boundary: shared singletons (react, the store, ...) are negotiated before the app runs.
//
// The app starts in steps, each in a task of its own, so that no one step holds a phone's main
// thread for long (Lighthouse's total blocking time counts every task over 50 ms): react-dom (the
// largest module) is evaluated first; then the app's code is requested in parts, a task each (each
// request negotiates its shared modules and inserts its scripts; they download side by side and each
// part is evaluated when it is in); then the page hydrates. Between steps the browser may paint and
// handle a tap.

import { prefetchFederation } from './federation/lazy-federation';
import { nextTask } from './lib/next-task';
import { pageRemotes } from './lib/page-record-marks';

/** Starts fetching (and, once in, evaluating) a part of the app, without waiting for it. */
const request = (part: () => Promise<unknown>) => () => {
  // A part that fails to load fails the app's import below, which reports it.
  part().catch(() => undefined);
  return nextTask();
};

// A page with remote areas needs the federation runtime: its script comes beside the libraries'.
// The shell's own pages never fetch it.
if (pageRemotes(document).length > 0) prefetchFederation();

import('react-dom/client')
  .then(nextTask)
  .then(request(() => import('react-router-dom')))
  // The chunk's name is the one webpack.common.js's `platform` cache group looks for: the platform
  // code every page runs is the code this chunk uses.
  .then(() => import(/* webpackChunkName: "app" */ './bootstrap'))
  .then(async (app) => {
    await nextTask();
    app.start();
  });
