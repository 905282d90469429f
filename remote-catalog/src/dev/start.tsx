import { startDevHarness } from '@handyman/shared/dev';
import { pages } from '../routes';

startDevHarness({ remote: 'catalog', pages, samples: ['/services', '/services/painting', '/packages'] });
