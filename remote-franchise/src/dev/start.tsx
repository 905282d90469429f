import { startDevHarness } from '@handyman/dev-harness';
import { pages } from '../routes';

startDevHarness({
  remote: 'franchise',
  pages,
  samples: ['/offices/summerlin', '/offices/henderson', '/offices/summerlin/our-team', '/offices/summerlin/local.json'],
});
