/** mulberry32: a tiny, fast, seedable PRNG, so the demo data is the same on every machine (never Math.random). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A seed for one named part of the data (FNV-1a of the key mixed with the store's seed), so each
 * part draws its own sequence: generating one part lazily, or growing it, never shifts another.
 */
export function deriveSeed(seed: number, key: string): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let index = 0; index < key.length; index += 1) {
    hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `length` characters drawn from `alphabet`. */
  chars(length: number, alphabet?: string): string;
}

export function createRandom(seed: number, key = ''): Random {
  const next = mulberry32(deriveSeed(seed, key));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chars: (length, alphabet = '0123456789abcdef') => {
      let text = '';
      for (let index = 0; index < length; index += 1)
        text += alphabet.charAt(Math.floor(next() * alphabet.length));
      return text;
    },
  };
}
