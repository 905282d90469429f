import { NotFoundError } from '@handyman/platform/base';
import { contentArgs } from '../../testing/loader-kit';
import { summerlin } from '../../testing/office-fixtures';
import { localJsonLoader } from './local-json-loader';

const URL_PATH = '/offices/Summerlin/local.json';

test('the office’s home content printed as two-space JSON, never indexed', async () => {
  const home = summerlin();
  const { data, head, status } = await localJsonLoader(
    contentArgs(URL_PATH, { franchise: 'Summerlin' }, { '/offices/summerlin': { FranchiseHomePage: home } }),
  );
  expect(status).toBeUndefined();
  expect(head).toEqual({ robots: 'noindex, nofollow' });
  expect(data.json).toBe(JSON.stringify(home, null, 2));
  expect(JSON.parse(data.json)).toMatchObject({ Name: 'Brightwood Handyman of Summerlin' });
});

test('an office that does not exist is not found', async () => {
  await expect(localJsonLoader(contentArgs(URL_PATH, { franchise: 'Summerlin' }, {}))).rejects.toBeInstanceOf(NotFoundError);
});
