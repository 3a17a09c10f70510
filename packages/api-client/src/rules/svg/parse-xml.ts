/** A token of the small XML reader the sanitiser uses. */
export type XmlToken =
  | { kind: 'open'; name: string; attributes: [string, string][]; selfClosing: boolean }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string };

export class XmlError extends Error {}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML 1.0's Char production: what a character reference may name. */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

function characterReference(match: string, digits: string, radix: 16 | 10): string {
  // Past 7 digits every value is out of range; parseInt of a long run would lose precision.
  const code = digits.length > 7 ? Infinity : parseInt(digits, radix);
  if (!isXmlChar(code)) throw new XmlError(`character reference ${match.slice(0, 16)} is out of range`);
  return String.fromCodePoint(code);
}

/** Decodes the XML entities; unknown named entities (DTD-defined) and bad references are refused. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[A-Za-z][A-Za-z0-9]*);?/g, (match, body: string) => {
    if (body.startsWith('#x')) return characterReference(match, body.slice(2), 16);
    if (body.startsWith('#')) return characterReference(match, body.slice(1), 10);
    const named = NAMED_ENTITIES[body];
    if (named === undefined) throw new XmlError(`unknown entity ${match.slice(0, 32)}`);
    return named;
  });
}

const isSpace = (char: string) => char === ' ' || char === '\n' || char === '\t' || char === '\r';
/** Characters that end a tag or attribute name. */
const endsName = (char: string) => isSpace(char) || char === '=' || char === '/' || char === '>';
/** Characters an unquoted attribute value may not hold (HTML's rule). */
const endsBareValue = (char: string) => isSpace(char) || '"\'=<>`'.includes(char);

/**
 * Reads one start tag from `start` (at its `<`): name, attributes, `/>`. Each character is looked
 * at a bounded number of times, so the reader is linear whatever the input.
 */
function readTag(markup: string, start: number): { token: XmlToken; end: number } {
  let index = start + 1;
  const nameStart = index;
  while (index < markup.length && !endsName(markup.charAt(index))) index += 1;
  const name = markup.slice(nameStart, index);
  if (name === '') throw new XmlError('malformed tag');
  const attributes: [string, string][] = [];
  for (;;) {
    while (index < markup.length && isSpace(markup.charAt(index))) index += 1;
    const char = markup.charAt(index);
    if (char === '') throw new XmlError('unterminated tag');
    if (char === '>')
      return { token: { kind: 'open', name, attributes, selfClosing: false }, end: index + 1 };
    if (char === '/') {
      if (markup.charAt(index + 1) !== '>') throw new XmlError('malformed tag');
      return { token: { kind: 'open', name, attributes, selfClosing: true }, end: index + 2 };
    }
    const attributeStart = index;
    while (index < markup.length && !endsName(markup.charAt(index)) && !`"'`.includes(markup.charAt(index)))
      index += 1;
    const attribute = markup.slice(attributeStart, index);
    if (attribute === '') throw new XmlError('malformed attribute');
    let valueEnd = index;
    while (valueEnd < markup.length && isSpace(markup.charAt(valueEnd))) valueEnd += 1;
    if (markup.charAt(valueEnd) !== '=') {
      attributes.push([attribute, '']);
      continue;
    }
    index = valueEnd + 1;
    while (index < markup.length && isSpace(markup.charAt(index))) index += 1;
    const quote = markup.charAt(index);
    let value: string;
    if (quote === '"' || quote === "'") {
      const close = markup.indexOf(quote, index + 1);
      if (close < 0) throw new XmlError('unterminated attribute value');
      value = markup.slice(index + 1, close);
      index = close + 1;
    } else {
      const valueStart = index;
      while (index < markup.length && !endsBareValue(markup.charAt(index))) index += 1;
      value = markup.slice(valueStart, index);
      if (value === '') throw new XmlError('malformed attribute');
    }
    attributes.push([attribute, decodeEntities(value)]);
  }
}

/**
 * Tokenises markup: elements, closing tags and text. Comments, processing instructions and
 * DOCTYPEs (with any internal subset, where entity bombs live) are skipped; CDATA becomes text.
 * Linear in the length of the markup: every search moves forward from the current position.
 */
export function tokenize(markup: string): XmlToken[] {
  const tokens: XmlToken[] = [];
  let index = 0;
  const skipTo = (end: string, from = index) => {
    const found = markup.indexOf(end, from);
    if (found < 0) throw new XmlError(`unterminated markup, expected ${end}`);
    index = found + end.length;
  };
  while (index < markup.length) {
    const lt = markup.indexOf('<', index);
    if (lt < 0 || lt > index) {
      const text = markup.slice(index, lt < 0 ? undefined : lt);
      tokens.push({ kind: 'text', text: decodeEntities(text) });
      index = lt < 0 ? markup.length : lt;
      continue;
    }
    if (markup.startsWith('<!--', index)) skipTo('-->', index + 4);
    else if (markup.startsWith('<![CDATA[', index)) {
      const end = markup.indexOf(']]>', index);
      if (end < 0) throw new XmlError('unterminated CDATA');
      tokens.push({ kind: 'text', text: markup.slice(index + 9, end) });
      index = end + 3;
    } else if (markup.startsWith('<?', index)) skipTo('?>', index + 2);
    else if (markup.startsWith('<!', index)) {
      const close = markup.indexOf('>', index);
      if (close < 0) throw new XmlError('unterminated markup, expected >');
      // Only the declaration itself (up to its first `>`) is searched for an internal subset.
      const bracket = markup.slice(index, close).indexOf('[');
      if (bracket >= 0) skipTo(']>', index + bracket);
      else index = close + 1;
    } else if (markup.startsWith('</', index)) {
      const end = markup.indexOf('>', index);
      if (end < 0) throw new XmlError('unterminated closing tag');
      tokens.push({ kind: 'close', name: markup.slice(index + 2, end).trim() });
      index = end + 1;
    } else {
      const { token, end } = readTag(markup, index);
      tokens.push(token);
      index = end;
    }
  }
  return tokens;
}
