import { JsonLd } from '@handyman/platform/ui';

/**
 * The city page's own structured data (SEOCitySchemaScript), preferred by search engines over the
 * office's generic one. Content text is parsed as JSON and written back as a data block, so it
 * can never be markup or end the script element; anything that is not a JSON object is dropped.
 */
export function CitySchemaScript({ json }: { json: string | undefined }) {
  let data: unknown;
  try {
    data = JSON.parse(json ?? '');
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  return <JsonLd data={data} testId="city-schema" />;
}
