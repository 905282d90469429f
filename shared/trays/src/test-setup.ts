// The trays' tests render trays as a page does once their code is in: each kind of tray is a chunk
// of its own, fetched when a page shows one (registry.test.tsx covers the wait for it).
import { loadTrayCode } from './tray-view-component';

beforeAll(() => loadTrayCode());
