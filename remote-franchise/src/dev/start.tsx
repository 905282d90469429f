import { startDevHarness } from '@handyman/dev-harness';
import * as module from '../routes';

startDevHarness({
  remote: 'franchise',
  module,
  samples: ['/offices/summerlin', '/offices/henderson', '/offices/summerlin/our-team', '/offices/summerlin/local.json'],
});
