/** A token of the small XML reader the sanitiser uses. */
export type XmlToken =
  | { kind: 'open'; name: string; attributes: [string, string][]; selfClosing: boolean }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string };

export class XmlError extends Error {}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the XML entities; unknown named entities (DTD-defined) are refused. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[A-Za-z][A-Za-z0-9]*);?/g, (match, body: string) => {
    if (body.startsWith('#x')) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(parseInt(body.slice(1), 10));
    const named = NAMED_ENTITIES[body];
    if (named === undefined) throw new XmlError(`unknown entity ${match}`);
    return named;
  });
}

const TAG = /<([^\s/>]+)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/y;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/y;

function readAttributes(text: string): [string, string][] {
  const attributes: [string, string][] = [];
  let index = 0;
  while (index < text.length) {
    if (/\s/.test(text.charAt(index))) {
      index += 1;
      continue;
    }
    ATTRIBUTE.lastIndex = index;
    const match = ATTRIBUTE.exec(text);
    if (!match) throw new XmlError('malformed attribute');
    attributes.push([match[1] ?? '', decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')]);
    index = ATTRIBUTE.lastIndex;
  }
  return attributes;
}

/**
 * Tokenises markup: elements, closing tags and text. Comments, processing instructions and
 * DOCTYPEs (with any internal subset, where entity bombs live) are skipped; CDATA becomes text.
 */
export function tokenize(markup: string): XmlToken[] {
  const tokens: XmlToken[] = [];
  let index = 0;
  const skipTo = (end: string) => {
    const found = markup.indexOf(end, index);
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
    if (markup.startsWith('<!--', index)) skipTo('-->');
    else if (markup.startsWith('<![CDATA[', index)) {
      const end = markup.indexOf(']]>', index);
      if (end < 0) throw new XmlError('unterminated CDATA');
      tokens.push({ kind: 'text', text: markup.slice(index + 9, end) });
      index = end + 3;
    } else if (markup.startsWith('<?', index)) skipTo('?>');
    else if (markup.startsWith('<!', index)) {
      const bracket = markup.indexOf('[', index);
      const close = markup.indexOf('>', index);
      if (bracket >= 0 && (close < 0 || bracket < close)) skipTo(']>');
      else skipTo('>');
    } else if (markup.startsWith('</', index)) {
      const end = markup.indexOf('>', index);
      if (end < 0) throw new XmlError('unterminated closing tag');
      tokens.push({ kind: 'close', name: markup.slice(index + 2, end).trim() });
      index = end + 1;
    } else {
      TAG.lastIndex = index;
      const match = TAG.exec(markup);
      if (!match) throw new XmlError('malformed tag');
      tokens.push({
        kind: 'open',
        name: match[1] ?? '',
        attributes: readAttributes(match[2] ?? ''),
        selfClosing: match[3] === '/',
      });
      index += match[0].length;
    }
  }
  return tokens;
}
