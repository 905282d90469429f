import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type StructuredDataValidator from '@adobe/structured-data-validator';
import { validateXML } from 'xmllint-wasm';
import { schemaOrgGraph } from './schema-vocabulary';

// The independent validators the SEO tests run on the site's own output: the Nu HTML Checker
// (vnu-jar, needs Java), xmllint (WebAssembly) with the sitemaps.org schema the sitemap package
// ships, and Adobe's structured data validator (schema.org vocabulary and Google's rich result rules).

const run = promisify(execFile);
const nodeModule = (file: string) => require.resolve(file);

export interface HtmlError {
  page: string;
  message: string;
  extract: string;
}

/**
 * The Nu HTML Checker's errors on each page's HTML (CSS errors aside: the checker does not know
 * container queries and the like). One Java run for all pages.
 */
export async function htmlErrors(pages: { name: string; html: string }[]): Promise<HtmlError[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  try {
    const files = pages.map(({ html }, index) => {
      const file = path.join(dir, `page-${index}.html`);
      writeFileSync(file, html);
      return file;
    });
    const jar = path.join(path.dirname(nodeModule('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');
    // vnu exits 1 when it finds errors; its report is on stderr either way.
    const { stderr } = await run('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 << 20 }).catch(
      (error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }),
    );
    const report = JSON.parse(stderr) as { messages: { type: string; url?: string; message: string; extract?: string }[] };
    return report.messages
      .filter((message) => message.type === 'error' && !message.message.startsWith('CSS:'))
      .map((message) => ({
        page: pages[files.findIndex((file) => message.url?.endsWith(path.basename(file)))]?.name ?? message.url ?? '',
        message: message.message,
        extract: message.extract ?? '',
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const sitemapXsd = () => readFileSync(path.join(path.dirname(nodeModule('sitemap/package.json')), 'schema', 'sitemap.xsd'), 'utf8');

async function schemaErrors(xml: string, schema: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [schema] });
  return result.errors.map((error) => error.rawMessage);
}

/** xmllint's errors validating a sitemap against the sitemaps.org 0.9 schema. */
export async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  return schemaErrors(xml, sitemapXsd());
}

/**
 * The sitemaps.org index element, as its siteindex schema defines it: up to 50,000 <sitemap>, each
 * a <loc> and an optional <lastmod> of the same types as a sitemap's <url> (the sitemap package
 * ships sitemap.xsd only, so the index's element is added to that schema here).
 */
const SITEMAP_INDEX_ELEMENT = `
  <xsd:element name="sitemapindex">
    <xsd:complexType>
      <xsd:sequence>
        <xsd:element name="sitemap" maxOccurs="unbounded">
          <xsd:complexType>
            <xsd:all>
              <xsd:element name="loc" type="tLoc"/>
              <xsd:element name="lastmod" type="tLastmod" minOccurs="0"/>
            </xsd:all>
          </xsd:complexType>
        </xsd:element>
      </xsd:sequence>
    </xsd:complexType>
  </xsd:element>
`;

/** xmllint's errors validating a sitemap index against the sitemaps.org 0.9 index schema. */
export async function sitemapIndexSchemaErrors(xml: string): Promise<string[]> {
  return schemaErrors(xml, sitemapXsd().replace('</xsd:schema>', `${SITEMAP_INDEX_ELEMENT}</xsd:schema>`));
}

let vocabulary: ReturnType<typeof schemaOrgGraph> | undefined;

export interface StructuredDataIssue {
  severity: 'ERROR' | 'WARNING';
  type: string;
  message: string;
}

/**
 * The validator's issues with a page's JSON-LD blocks: types and properties unknown to schema.org,
 * fields Google requires missing. Every issue counts: a warning is a property schema.org does not have.
 */
export async function structuredDataIssues(blocks: string[]): Promise<StructuredDataIssue[]> {
  // An ES module, loaded by its file URL from this CommonJS-compiled file.
  const { default: Validator } = (await import(pathToFileURL(nodeModule('@adobe/structured-data-validator')).href)) as {
    default: typeof StructuredDataValidator;
  };
  vocabulary ??= schemaOrgGraph(nodeModule('schema-dts/dist/schema.d.ts'));
  const jsonld: Record<string, Record<string, unknown>[]> = {};
  for (const block of blocks) {
    const item = JSON.parse(block) as Record<string, unknown>;
    const type = String(item['@type']);
    (jsonld[type] ??= []).push(item);
  }
  const issues = await new Validator(vocabulary).validate({ jsonld });
  return issues.map((issue) => ({ severity: issue.severity, type: issue.rootType ?? '', message: issue.issueMessage }));
}
