/** An <svg> element as standalone XML (namespaces declared, no HTML entities such as &nbsp;). */
export function serializeSvg(svg: Element): string {
  return new XMLSerializer().serializeToString(svg);
}

/**
 * The root <svg> of some markup: parsed as XML first (an SVG file), then as HTML (inline markup without a namespace
 * declaration). Undefined when there is none.
 */
export function parseSvgRoot(markup: string): SVGSVGElement | undefined {
  const xml = new DOMParser().parseFromString(markup, 'image/svg+xml');
  if (xml.documentElement instanceof SVGSVGElement && !xml.querySelector('parsererror')) {
    return xml.documentElement;
  }
  const html = new DOMParser().parseFromString(markup, 'text/html');
  return html.querySelector('svg') ?? undefined;
}
