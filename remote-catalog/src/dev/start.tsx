import { startDevHarness } from '@handyman/dev-harness';
import * as module from '../routes';

startDevHarness({ remote: 'catalog', module, samples: ['/services', '/services/painting', '/packages'] });
