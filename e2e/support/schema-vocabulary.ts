import { readFileSync } from 'node:fs';

// The schema.org vocabulary as a JSON-LD graph (rdfs:Class with rdfs:subClassOf, rdf:Property with
// schema:domainIncludes), the shape the structured data validator reads, built offline from
// schema-dts: Google's TypeScript typings generated from the schema.org release, which hold every
// type, its parents and its properties. No network is needed to validate against the real vocabulary.

interface GraphNode {
  '@id': string;
  '@type': 'rdfs:Class' | 'rdf:Property';
  'rdfs:subClassOf'?: { '@id': string }[];
  'schema:domainIncludes'?: { '@id': string }[];
}

const BASE = /^interface (\w+)Base extends ([^{]+)\{\n([\s\S]*?)\n\}/gm;
const LEAF = /^export interface (\w+)Leaf extends (\w+)Base \{\n\s*"@type": "([\w:]+)";/gm;
const PROPERTY = /^ {4}"([\w-]+)"\?:/gm;

const parentsOf = (extendsList: string) =>
  extendsList
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.endsWith('Base'))
    .map((name) => name.slice(0, -'Base'.length));

/** The vocabulary graph from schema-dts's typings (its path on disk). */
export function schemaOrgGraph(typingsPath: string): { '@graph': GraphNode[] } {
  const typings = readFileSync(typingsPath, 'utf8');
  const bases = new Map<string, { parents: string[]; properties: string[] }>();
  for (const [, name, extendsList, body] of typings.matchAll(BASE)) {
    bases.set(name!, { parents: parentsOf(extendsList!), properties: [...body!.matchAll(PROPERTY)].map(([, property]) => property!) });
  }
  const classes = new Map<string, string[]>();
  const domains = new Map<string, string[]>();
  for (const [, , extended, type] of typings.matchAll(LEAF)) {
    const own = bases.get(type!);
    classes.set(type!, own && extended === type ? own.parents : [extended!]);
    for (const property of own && extended === type ? own.properties : []) domains.set(property, [...(domains.get(property) ?? []), type!]);
  }
  // Types without a leaf of their own (Thing's parents are none) still hold properties.
  for (const [name, { parents, properties }] of bases) {
    if (classes.has(name)) continue;
    classes.set(name, parents);
    for (const property of properties) domains.set(property, [...(domains.get(property) ?? []), name]);
  }
  const id = (name: string) => ({ '@id': `schema:${name}` });
  return {
    '@graph': [
      ...[...classes].map(([name, parents]): GraphNode => ({
        ...id(name),
        '@type': 'rdfs:Class',
        ...(parents.length > 0 ? { 'rdfs:subClassOf': parents.map(id) } : {}),
      })),
      ...[...domains].map(([name, types]): GraphNode => ({ ...id(name), '@type': 'rdf:Property', 'schema:domainIncludes': types.map(id) })),
    ],
  };
}
