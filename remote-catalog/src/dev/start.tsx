import { startDevHarness } from '@handyman/dev-harness';
import { pages } from '../routes';

startDevHarness({ remote: 'catalog', pages, samples: ['/services', '/services/painting', '/packages'] });
