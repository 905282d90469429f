// Async boundary: shared singletons (react, the store, ...) are negotiated before the app runs.
//
// The app starts in steps, each in a task of its own, so that no one step holds a phone's main
// thread for long (Lighthouse's total blocking time counts every task over 50 ms): react-dom (the
// largest module) is evaluated first; then the app's modules are negotiated, fetched and evaluated;
// then the page hydrates. Between steps the browser may paint and handle a tap.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

import('react-dom/client')
  .then(nextTask)
  .then(() => import('./bootstrap'))
  .then(async (app) => {
    await nextTask();
    app.start();
  });
