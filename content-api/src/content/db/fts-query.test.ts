import { ftsExpression } from './fts-query';

describe('ftsExpression', () => {
  it('quotes every word and requires them all', () => {
    expect(ftsExpression('leaky  faucet')).toBe('"leaky" AND "faucet"');
  });

  it('keeps a phrase in double quotes and a trailing * as a prefix', () => {
    expect(ftsExpression('"water supply" fauc*')).toBe('"water supply" AND "fauc"*');
  });

  it.each([
    ['an unbalanced quote', '"water supply', '"water supply"'],
    ['operators', 'faucet NEAR(drip) OR NOT roof AND', '"faucet" AND "NEAR drip" AND "OR" AND "NOT" AND "roof" AND "AND"'],
    ['a column filter', 'title:faucet', '"title faucet"'],
    ['parentheses and a caret', '(^faucet)', '"faucet"'],
    ['an emoji', '🔧 faucet', '"faucet"'],
  ])('reads %s as plain words', (_name, query, expected) => {
    expect(ftsExpression(query)).toBe(expected);
  });

  it.each(['*', '""', '()', '🔧', '   ', '-'])('finds no word in %j', (query) => {
    expect(ftsExpression(query)).toBeUndefined();
  });

  it('keeps accented letters for the index to fold', () => {
    expect(ftsExpression('Café')).toBe('"Café"');
  });
});
