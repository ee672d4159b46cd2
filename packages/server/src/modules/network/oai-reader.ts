/**
 * Reads an OAI-PMH 2.0 response as it arrives (saxes, a non-validating streaming parser that
 * never fetches anything): the document is built as a small element tree, except that each
 * `<record>` or `<header>` of a list is handed out and dropped as soon as it closes, so a page
 * of any size costs one record's memory at a time.
 *
 * Safety: a DOCTYPE is refused outright (an OAI-PMH answer has none, and external or nested
 * entities are the classic XML attacks); saxes itself knows only the five predefined entities
 * and never reads a DTD or a URL.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';

/** An element: local name, attributes, child elements and its own text. */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/** Thrown when the response is not well-formed XML (or has a DOCTYPE). */
export class OaiXmlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OaiXmlError';
  }
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon >= 0 ? name.slice(colon + 1) : name;
}

/** The first child element of that local name. */
export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return node?.children.find((c) => c.name === name);
}

/** The trimmed text of the first child of that name, or null. */
export function childText(node: XmlNode | undefined, name: string): string | null {
  const found = child(node, name);
  return found ? found.text.trim() : null;
}

const LIST_VERBS = new Set(['ListRecords', 'ListIdentifiers']);

/**
 * Parses one response. `onItem` gets each list item (`record` of ListRecords, `header` of
 * ListIdentifiers) as it closes; it is awaited between chunks, so the caller may write to the
 * database while the rest of the page is still on the wire.
 * @returns the root element (`OAI-PMH`) without the list items.
 * @throws OaiXmlError for malformed XML; items handed out before the error stay handed out.
 */
export async function readOaiResponse(
  body: AsyncIterable<Uint8Array>,
  onItem: (item: XmlNode) => Promise<void>,
): Promise<XmlNode> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const stack: XmlNode[] = [];
  let root: XmlNode | null = null;
  let error: string | null = null;
  const ready: XmlNode[] = [];

  parser.on('doctype', () => {
    error ??= 'the response has a DOCTYPE, refused (entities are never read)';
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries(tag.attributes)) if (typeof v === 'string') attrs[k] = v;
    const node: XmlNode = { name: localName(tag.name), attrs, children: [], text: '' };
    const parent = stack.at(-1);
    if (parent) parent.children.push(node);
    else root ??= node;
    stack.push(node);
  });
  const onText = (text: string) => {
    const top = stack.at(-1);
    if (top) top.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    const node = stack.pop();
    const parent = stack.at(-1);
    if (node && parent && stack.length === 2 && LIST_VERBS.has(parent.name)) {
      if (node.name === 'record' || node.name === 'header') {
        parent.children.pop();
        ready.push(node);
      }
    }
  });
  parser.on('error', (e) => {
    error ??= e.message;
  });

  const decoder = new TextDecoder('utf-8');
  const drain = async () => {
    while (ready.length > 0 && error === null) await onItem(ready.shift()!);
  };
  for await (const chunk of body) {
    // saxes keeps going after an error; we stop at the first, so nothing after it is used.
    parser.write(decoder.decode(chunk, { stream: true }));
    if (error !== null) break;
    await drain();
  }
  if (error === null) {
    parser.write(decoder.decode());
    if (error === null) parser.close();
  }
  if (error === null) await drain();
  if (error !== null) {
    throw new OaiXmlError(`malformed XML at line ${parser.line}: ${String(error)}`);
  }
  if (!root || (root as XmlNode).name !== 'OAI-PMH')
    throw new OaiXmlError('the response is not an OAI-PMH document');
  return root;
}
