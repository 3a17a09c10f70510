/** One piece of a wildcard pattern between two `*`: literal characters and `?`. */
type Piece = { any: true } | { any: false; char: string };

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** Where the code point starting at `index` ends (surrogate pairs are one character, as in Go). */
function nextCodePoint(text: string, index: number): number {
  return isHighSurrogate(text.charCodeAt(index)) && index + 1 < text.length ? index + 2 : index + 1;
}

/** Splits at unescaped `*` (runs of them are one); `\` makes the next character literal. */
function segmentsOf(pattern: string): Piece[][] {
  const segments: Piece[][] = [[]];
  for (let index = 0; index < pattern.length;) {
    const char = pattern.charAt(index);
    const current = segments[segments.length - 1] as Piece[];
    if (char === '*') {
      if (current.length > 0 || segments.length === 1) segments.push([]);
      index += 1;
    } else if (char === '?') {
      current.push({ any: true });
      index += 1;
    } else {
      const start = char === '\\' && index + 1 < pattern.length ? index + 1 : index;
      const end = nextCodePoint(pattern, start);
      current.push({ any: false, char: pattern.slice(start, end) });
      index = end;
    }
  }
  return segments;
}

/** Where `segment` ends when it matches `text` at `start`, or -1. */
function matchAt(segment: Piece[], text: string, start: number): number {
  let index = start;
  for (const piece of segment) {
    if (index >= text.length) return -1;
    if (piece.any) index = nextCodePoint(text, index);
    else if (text.startsWith(piece.char, index)) index += piece.char.length;
    else return -1;
  }
  return index;
}

/**
 * Finds a piece with `?` by Shift-And: one bit per character of the piece, all advanced together
 * for each character of the text, so the search is linear in the text (times words of 32 bits).
 * Answers where the leftmost match ends in text[from, until), or -1.
 */
function shiftAndSearch(segment: Piece[]): (text: string, from: number, until: number) => number {
  const words = Math.ceil(segment.length / 32);
  const any = new Uint32Array(words);
  const byChar = new Map<number, Uint32Array>();
  segment.forEach((piece, bit) => {
    const word = bit >> 5;
    const flag = (1 << (bit & 31)) >>> 0;
    if (piece.any) any[word] = ((any[word] ?? 0) | flag) >>> 0;
    else {
      const code = piece.char.codePointAt(0) ?? 0;
      const mask = byChar.get(code) ?? new Uint32Array(words);
      mask[word] = ((mask[word] ?? 0) | flag) >>> 0;
      byChar.set(code, mask);
    }
  });
  for (const mask of byChar.values())
    for (let word = 0; word < words; word += 1) mask[word] = ((mask[word] ?? 0) | (any[word] ?? 0)) >>> 0;
  const lastWord = words - 1;
  const lastFlag = (1 << ((segment.length - 1) & 31)) >>> 0;
  return (text, from, until) => {
    const state = new Uint32Array(words);
    for (let index = from; index < until;) {
      const code = text.codePointAt(index) ?? 0;
      const mask = byChar.get(code) ?? any;
      let carry = 1;
      for (let word = 0; word < words; word += 1) {
        const current = state[word] ?? 0;
        state[word] = (((current << 1) | carry) & (mask[word] ?? 0)) >>> 0;
        carry = current >>> 31;
      }
      index += code > 0xffff ? 2 : 1;
      if (((state[lastWord] ?? 0) & lastFlag) !== 0) return index;
    }
    return -1;
  };
}

/** The leftmost match of a piece in text[from, until), as where it ends, or -1. */
function segmentSearch(segment: Piece[]): (text: string, from: number, until: number) => number {
  if (segment.some((piece) => piece.any)) return shiftAndSearch(segment);
  const literal = segment.map((piece) => (piece.any ? '' : piece.char)).join('');
  return (text, from, until) => {
    const at = text.indexOf(literal, from);
    return at >= 0 && at + literal.length <= until ? at + literal.length : -1;
  };
}

/** Where the last `count` code points of `text` start, or -1 when it has fewer. */
function startOfLast(text: string, count: number): number {
  let index = text.length;
  for (let left = count; left > 0; left -= 1) {
    if (index === 0) return -1;
    const low = text.charCodeAt(index - 1);
    index -=
      low >= 0xdc00 && low <= 0xdfff && index >= 2 && isHighSurrogate(text.charCodeAt(index - 2)) ? 2 : 1;
  }
  return index;
}

/**
 * GJSON's wildcard match (tidwall/match): `*` any run, `?` one character, `\` escapes. The pattern
 * is cut at its stars; the first piece must match at the start, the last at the end, and the
 * others are found leftmost in order, which is exact because each piece has a fixed number of
 * characters. No backtracking: the cost is at most the text's length times the pattern's.
 */
export function compilePattern(pattern: string): (text: string) => boolean {
  const segments = segmentsOf(pattern);
  const first = segments[0] as Piece[];
  const last = segments[segments.length - 1] as Piece[];
  const middle = segments.slice(1, -1).map(segmentSearch);
  return (text) => {
    const prefixEnd = matchAt(first, text, 0);
    if (prefixEnd < 0) return false;
    if (segments.length === 1) return prefixEnd === text.length;
    const suffixStart = startOfLast(text, last.length);
    if (suffixStart < prefixEnd || matchAt(last, text, suffixStart) !== text.length) return false;
    let position = prefixEnd;
    for (const search of middle) {
      position = search(text, position, suffixStart);
      if (position < 0) return false;
    }
    return true;
  };
}

export const matchPattern = (pattern: string, text: string): boolean => compilePattern(pattern)(text);
