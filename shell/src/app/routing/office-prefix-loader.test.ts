import { NotFoundError, PageRedirect } from '@handyman/platform';
import { loaderArgs } from '../../testing/loader-args-kit';
import { officePrefixLoader } from './office-prefix-loader';

const offices = { 'offices/summerlin': { FranchiseHomePage: { Name: 'Summerlin' } }, 'offices/blog': { DetailPage: { Name: 'x' } } };

async function outcome(url: string, prefix: string) {
  return officePrefixLoader(loaderArgs(url, offices, { params: { prefix } })).catch((error: unknown) => error);
}

test('a prefix naming an office moves to the page’s own address, query kept', async () => {
  const services = await outcome('/Summerlin/services/1234?utm_source=x', 'Summerlin');
  expect(services).toBeInstanceOf(PageRedirect);
  expect((services as PageRedirect).location).toBe('/services/1234?utm_source=x');
  expect(((await outcome('/summerlin/findacraftsman', 'summerlin')) as PageRedirect).location).toBe('/offices');
});

test('a prefix that names no office, or a page that is not an office home, is not found', async () => {
  expect(await outcome('/nooffice/findacraftsman', 'nooffice')).toBeInstanceOf(NotFoundError);
  expect(await outcome('/blog/findacraftsman', 'blog')).toBeInstanceOf(NotFoundError);
  expect(await outcome('/a%20b/findacraftsman', 'a b')).toBeInstanceOf(NotFoundError);
});
