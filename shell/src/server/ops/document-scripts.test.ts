import { createHash } from 'node:crypto';
import { documentScripts } from './document-scripts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('hashes inline scripts as written, skips data blocks, and names the settings script origins', () => {
  const html = [
    '<script>try{a()}catch(e){}</script>',
    '<script type="application/json" id="page-record">{"a":1}</script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script type="text/javascript" data-seo-insert="Layer">window.dataLayer = [];\n</script>',
    '<script src="https://tags.example/gtm.js?id=1&amp;x=2" defer data-seo-insert="Tags"></script>',
    '<script src="/main.js"></script>',
    '<script src="https://elsewhere.example/x.js"></script>',
    '<script type="text/plain" data-tag-purpose="analytics" data-office-tag="Count">count();</script>',
    '<script type="text/plain" data-tag-purpose="advertising" data-src="https://ads.example/t.js" data-office-tag="Ads"></script>',
    '<script type="text/plain" data-src="https://unmarked.example/t.js"></script>',
  ].join('\n');
  expect(documentScripts(html)).toEqual({
    hashes: [sha('try{a()}catch(e){}'), sha('window.dataLayer = [];\n'), sha('count();')],
    origins: ['https://tags.example', 'https://ads.example'],
  });
});
