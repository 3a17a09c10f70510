import { describe, expect, it } from 'vitest';
import { GJSON_MAX_PATH_LENGTH } from '../../customer-lookup/forms';
import { cpuTimeOf } from '../../test/cpu-time';
import { gjson } from './gjson';
import { matchPattern } from './match';
import { GjsonPathError } from './path';
import { renderTemplate } from './template';

/** The example document of GJSON's SYNTAX.md and README. */
const doc = {
  name: { first: 'Tom', last: 'Anderson' },
  age: 37,
  children: ['Sara', 'Alex', 'Jack'],
  'fav.movie': 'Deer Hunter',
  friends: [
    { first: 'Dale', last: 'Murphy', age: 44, nets: ['ig', 'fb', 'tw'] },
    { first: 'Roger', last: 'Craig', age: 68, nets: ['fb', 'tw'] },
    { first: 'Jane', last: 'Murphy', age: 47, nets: ['ig', 'tw'] },
  ],
};
const [dale, roger, jane] = doc.friends;

describe('gjson against the documented examples (tidwall/gjson SYNTAX.md)', () => {
  it.each([
    ['name.last', 'Anderson'],
    ['name.first', 'Tom'],
    ['age', 37],
    ['children', ['Sara', 'Alex', 'Jack']],
    ['children.0', 'Sara'],
    ['children.1', 'Alex'],
    ['friends.1', roger],
    ['friends.1.first', 'Roger'],
    // Wildcards and escapes
    ['child*.2', 'Jack'],
    ['c?ildren.0', 'Sara'],
    ['fav\\.movie', 'Deer Hunter'],
    // Arrays
    ['friends.#', 3],
    ['friends.#.age', [44, 68, 47]],
    ['friends.#.first', ['Dale', 'Roger', 'Jane']],
    // Queries
    ['friends.#(last=="Murphy").first', 'Dale'],
    ['friends.#(last=="Murphy")#.first', ['Dale', 'Jane']],
    ['friends.#(age>45)#.last', ['Craig', 'Murphy']],
    ['friends.#(first%"D*").last', 'Murphy'],
    ['friends.#(first!%"D*").last', 'Craig'],
    ['children.#(!%"*a*")', 'Alex'],
    ['children.#(%"*a*")#', ['Sara', 'Jack']],
    ['friends.#(nets.#(=="fb"))#.first', ['Dale', 'Roger']],
    // Dot vs pipe
    ['friends.0.first', 'Dale'],
    ['friends|0.first', 'Dale'],
    ['friends.0|first', 'Dale'],
    ['friends|0|first', 'Dale'],
    ['friends|#', 3],
    ['friends.#', 3],
    ['friends.#(last="Murphy")#', [dale, jane]],
    ['friends.#(last="Murphy")#.first', ['Dale', 'Jane']],
    ['friends.#(last="Murphy")#.0', []],
    ['friends.#(last="Murphy")#|0', dale],
    ['friends.#(last="Murphy")#.#', []],
    ['friends.#(last="Murphy")#|#', 2],
    // Modifiers
    ['children.@reverse', ['Jack', 'Alex', 'Sara']],
    ['children.@reverse.0', 'Jack'],
    ['@this.age', 37],
  ])('%s', (path, expected) => {
    expect(gjson(doc, path)).toEqual(expected);
  });

  it.each([
    'friends.#(last="Murphy")#|first',
    'name.middle',
    'children.5',
    'age.0',
    'friends.#(age>100).first',
  ])('%s is non-existent', (path) => {
    expect(gjson(doc, path)).toBeUndefined();
  });
});

/** TestQueries of tidwall/gjson's gjson_test.go, with its `#[...]` brackets. */
describe('gjson against gjson_test.go: TestQueries', () => {
  const queries = {
    info: {
      friends: [
        { first: 'Dale', last: 'Murphy', kind: 'Person', cust1: true, extra: [10, 20, 30] },
        { first: 'Roger', last: 'Craig', kind: 'Person', cust2: false, extra: [40, 50, 60] },
      ],
    },
  };
  it.each([
    ['i*.f*.#[extra.0<11].first', 'Dale'],
    ['i*.f*.#[extra.0<10].first', undefined],
    ['i*.f*.#[extra.0=10].first', 'Dale'],
    ['i*.f*.#[extra.0!=10].first', 'Roger'],
    ['i*.f*.#[extra.0>=10].first', 'Dale'],
    // A quoted number against a number is compared as a number.
    ['i*.f*.#[extra.0<"11"].first', 'Dale'],
    ['i*.f*.#[first>"Dale"].last', 'Craig'],
    ['i*.f*.#[first<"Dale"].last', undefined],
    ['i*.f*.#[first%"*e*"]#|#', 2],
    ['i*.f*.#[first!%"*e*"]#|#', 0],
    ['i*.f*.#[cust1=true].first', 'Dale'],
    ['i*.f*.#[cust2=false].first', 'Roger'],
    ['i*.f*.#[cust1!=false].first', 'Dale'],
    ['i*.f*.#[cust2!=true].first', 'Roger'],
    ['i*.f*.#[cust1>true].first', undefined],
    ['i*.f*.#[cust1>=true].first', 'Dale'],
    ['i*.f*.#[cust2<false].first', undefined],
    ['i*.f*.#[cust2<=false].first', 'Roger'],
  ])('%s', (path, expected) => {
    expect(gjson(queries, path)).toEqual(expected);
  });
});

describe('gjson against gjson_test.go: type coercion, tildes, modifiers', () => {
  const artists = {
    artists: [['Bob Dylan'], 'John Lennon', 'Elton John', 'John Smith', true, 123, 456, false, null],
  };
  const vals = {
    vals: [
      { a: 1, b: 'data' },
      { a: 2, b: true },
      { a: 3, b: false },
      { a: 4, b: '0' },
      { a: 5, b: 0 },
      { a: 6, b: '1' },
      { a: 7, b: 1 },
      { a: 8, b: 'true' },
      { a: 9, b: false },
      { a: 10, b: null },
      { a: 11 },
    ],
  };
  const stocks = { '1300014': { code: '1300014' }, '1300015': { code: '1300015' } };
  it.each([
    // TestQueryArrayValues
    [artists, 'a*.#[0="Bob Dylan"]#|#', 1],
    [artists, 'a*.#[%"John*"]#|#', 2],
    [artists, 'a*.#[="123"]#|#', 1],
    // TestTildeQueries
    [vals, 'vals.#(b==~true)#.a', [2, 6, 7, 8]],
    [vals, 'vals.#(b!=~true)#.a', [1, 3, 4, 5, 9, 10, 11]],
    [vals, 'vals.#(b==~false)#.a', [3, 4, 5, 9, 10, 11]],
    [vals, 'vals.#(b==~null)#.a', [10, 11]],
    [vals, 'vals.#(b==~*)#.a', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [vals, 'vals.#(b!=~*)#.a', [11]],
    // `!=` on null, objects and arrays matches nothing (queryMatches answers false for them).
    // ...and "data" read as a number is 0, as Go's ParseFloat error gives (element 5 is 0).
    [vals, 'vals.#(b!="data")#.a', [2, 3, 4, 6, 7, 8, 9]],
    [{ list: [{ v: null }, { v: { x: 1 } }, { v: [1] }, { v: 'y' }] }, 'list.#(v!="x")#.v', ['y']],
    // TestEmptyValueQuery
    [['ig', '', 'tw'], '#(!="")#', ['ig', 'tw']],
    [['ig', '', 'tw'], '#(!=)#', ['ig', 'tw']],
    // TestEncodedQueryString
    [
      {
        f: [
          { l: 'Mur\nphy', a: 44 },
          { l: 'Murphy', a: 47 },
        ],
      },
      'f.#(l=="Mur\\nphy").a',
      44,
    ],
    // TestModifiersInMultipaths' @keys and @values, on objects and on what is not one
    [stocks, '@keys', ['1300014', '1300015']],
    [stocks, '@values.#.code', ['1300014', '1300015']],
    ['hello', '@keys', [null]],
    [[], '@keys', []],
    [[1, 2, 3], '@keys', [null, null, null]],
    ['hello', '@values', ['hello']],
    [[1, 2, 3], '@values', [1, 2, 3]],
    [[{ first: 'Tom', age: 37 }, { age: 41 }], '@join', { first: 'Tom', age: 41 }],
    [{ a: [1] }, '@ugly|a.0', 1],
    // A key beginning with @ that names no modifier is a key; \@ escapes a modifier's name.
    [{ '@id': 'urn:1', '@keys': 'k' }, '@id', 'urn:1'],
    [{ '@id': 'urn:1', '@keys': 'k' }, '\\@keys', 'k'],
    [{ items: [{ '@type': 'Person', n: 'A' }] }, 'items.#(@type=="Person").n', 'A'],
  ] as [unknown, string, unknown][])('%j at %s', (document, path, expected) => {
    expect(gjson(document, path)).toEqual(expected);
  });
});

describe('gjson refuses what it cannot run', () => {
  it.each([
    ['{name.first,age}', /multipaths/],
    ['[name.first,age]', /multipaths/],
    ['!true', /literals/],
    ['..0', /JSON Lines/],
    ['children.@pretty', /@pretty modifier is not supported/],
    ['@flatten:{"deep":true}', /modifier arguments/],
    ['friends.@dig:x', /modifier arguments/],
    ['friends.#(last=="Murphy"', /not closed/],
    ['friends.#(last=="Murphy")x', /unexpected x/],
    ['friends.#(last!x)', /unknown operator/],
    [`a.${'b'.repeat(GJSON_MAX_PATH_LENGTH)}`, /at most 256 characters/],
    [`${'a.#('.repeat(33)}a${')'.repeat(33)}`, /nest at most 32 levels/],
  ])('%s', (path, message) => {
    expect(() => gjson(doc, path)).toThrow(GjsonPathError);
    expect(() => gjson(doc, path)).toThrow(message);
  });

  it('runs a path of the largest size and nesting', () => {
    const nested = `${'a.#('.repeat(32)}a${')'.repeat(32)}`;
    expect(() => gjson(doc, nested)).not.toThrow();
    const key = 'k'.repeat(GJSON_MAX_PATH_LENGTH);
    expect(gjson({ [key]: 1 }, key)).toBe(1);
  });
});

describe('matchPattern', () => {
  it.each([
    ['*', '', true],
    ['', '', true],
    ['', 'a', false],
    ['a*', 'abc', true],
    ['*c', 'abc', true],
    ['a*c', 'ac', true],
    ['a*b*c', 'abc', true],
    ['a*b*c', 'acb', false],
    ['a?c', 'abc', true],
    ['a?c', 'ac', false],
    ['?', '😀', true],
    ['??', '😀', false],
    ['*😀?', 'x😀é', true],
    ['a\\*c', 'a*c', true],
    ['a\\*c', 'abc', false],
    ['*a*a*b', 'aab', true],
    ['*ab*ab', 'abab', true],
    ['ab*ba', 'aba', false],
  ])('%s against %s is %s', (pattern, text, expected) => {
    expect(matchPattern(pattern, text)).toBe(expected);
  });
});

/**
 * Adversarial paths and documents of the largest size allowed: a path of 256 characters and an
 * answer of 1 MB (the outbound client's cut-off). The old backtracking matcher was exponential in
 * the number of stars; the bound (CPU time) asserts the complexity, not the machine's speed.
 */
describe('gjson on adversarial inputs of the maximum size', () => {
  // The server's outbound client reads at most 1 MB of an answer.
  const MB = 1024 * 1024;
  const stars = (unit: string, end: string) =>
    `${unit.repeat(Math.floor((GJSON_MAX_PATH_LENGTH - 20) / unit.length))}${end}`;
  const longText = 'a'.repeat(MB - 100);
  const cases: [string, unknown, string][] = [
    ['a key wildcard of many stars', { [longText]: 1 }, stars('*a', '*b')],
    ['a % pattern of many stars', [longText], `#(%"${stars('*a', '*b')}")`],
    ['a % pattern of many ?', [longText], `#(%"*${stars('a?', 'b')}*")`],
    [
      'a !% pattern on many short strings',
      Array.from({ length: MB / 40 }, () => 'a'.repeat(30)),
      `#(!%"${stars('*a', '*b')}")#|#`,
    ],
    [
      'queries nested 32 deep on a deep document',
      JSON.parse(`${'{"a":['.repeat(31)}{"a":1}${']}'.repeat(31)}`),
      `${'a.#('.repeat(31)}a==1${')'.repeat(31)}`,
    ],
    [
      '# mapped over 40,000 elements',
      Array.from({ length: 40_000 }, (_, i) => ({ a: [i, { b: 'x' }] })),
      '#.a.#.b',
    ],
  ];

  it.each(cases)('%s: answers within the bound', (_name, document, path) => {
    expect(path.length).toBeLessThanOrEqual(GJSON_MAX_PATH_LENGTH);
    expect(JSON.stringify(document).length).toBeLessThanOrEqual(MB);
    const cpu = cpuTimeOf(() => {
      try {
        gjson(document, path);
      } catch (error) {
        expect(error).toBeInstanceOf(GjsonPathError);
      }
    });
    expect(cpu).toBeLessThan(1000);
  });
});

describe('renderTemplate', () => {
  it('fills {path} placeholders from the customer, empty when missing', () => {
    const customer = { id: 7, name: { first: 'Ana', last: 'Silva' }, tags: ['vip'], plan: null };
    expect(renderTemplate('{name.first} {name.last} (#{id})', customer)).toBe('Ana Silva (#7)');
    expect(renderTemplate('{tags.0} {plan}{missing}!', customer)).toBe('vip !');
    expect(renderTemplate('{tags}', customer)).toBe('["vip"]');
  });
});
