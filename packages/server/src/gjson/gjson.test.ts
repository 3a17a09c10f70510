import { describe, expect, it } from 'vitest';
import { gjson } from './gjson';
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

describe('renderTemplate', () => {
  it('fills {path} placeholders from the customer, empty when missing', () => {
    const customer = { id: 7, name: { first: 'Ana', last: 'Silva' }, tags: ['vip'], plan: null };
    expect(renderTemplate('{name.first} {name.last} (#{id})', customer)).toBe('Ana Silva (#7)');
    expect(renderTemplate('{tags.0} {plan}{missing}!', customer)).toBe('vip !');
    expect(renderTemplate('{tags}', customer)).toBe('["vip"]');
  });
});
