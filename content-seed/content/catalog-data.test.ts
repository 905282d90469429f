import { checkPackage, PACKAGES } from './packages';
import { checkIndex, checkService, POPULAR, SERVICE_TABS, SERVICES } from './services';

// The services, their index and the packages are read from data/ and checked as they are read:
// an index link to a heading a service does not have would be a dead anchor on the site.

const messageOf = (run: () => unknown): string => {
  try {
    run();
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('service and package data', () => {
  it('reads every service, the index tabs and the packages', () => {
    expect(SERVICES.map((s) => s.id)).toContain('doors-and-windows');
    expect(SERVICE_TABS.length).toBeGreaterThan(1);
    expect(POPULAR).toHaveLength(7);
    expect(PACKAGES.map((p) => p.id)).toContain('honey-do-half-day');
  });

  it('refuses an index link to a missing service or accordion heading, and an unknown popular service', () => {
    const [tab] = SERVICE_TABS;
    const broken = {
      tabs: [
        {
          ...tab!,
          groups: [
            [
              'Kitchen',
              [
                ['kitchen', 'Cabinet Rapair', 'Cabinets'],
                ['kitchn', null, 'Kitchen'],
              ],
            ],
          ],
        },
      ],
      popular: [['paintng', 'Painting']],
    };
    const message = messageOf(() => checkIndex(broken as never));
    expect(message).toContain('tab link kitchen "Cabinet Rapair"');
    expect(message).toContain('tab link kitchn "null"');
    expect(message).toContain('popular "paintng" is no service');
  });

  it('names a service file with a misspelt scene or a broken accordion', () => {
    const service = { ...SERVICES[0]!, scene: 'dors', accordion: [['Only a heading']] };
    const message = messageOf(() => checkService(service, 'data/services/x.json'));
    expect(message).toMatch(/^data\/services\/x\.json:/);
    expect(message).toContain('scene "dors"');
    expect(message).toContain('accordion must list [heading, copy] pairs');
  });

  it('names a package with an unknown category or an empty field', () => {
    const problems = checkPackage({ ...PACKAGES[0]!, categories: ['Garden' as never], time: '' }, 3);
    expect(problems.join('\n')).toContain('categories must be among Interior, Exterior');
    expect(problems.join('\n')).toContain('time must be a non-empty string');
  });
});
