/** A document parsed back into a tree, for tests that read what the server wrote. */
import { SaxesParser } from 'saxes';

/** An element of a parsed document: name (without prefix), namespace, attributes, text. */
export interface XmlNode {
  name: string;
  uri: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlNode[];
}

/** Parses a document back into a tree (saxes, namespace-aware); throws on malformed XML. */
export function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser({ xmlns: true });
  const root: XmlNode = { name: '', uri: '', attributes: {}, text: '', children: [] };
  const stack = [root];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const node: XmlNode = {
      name: tag.local,
      uri: tag.uri,
      attributes: Object.fromEntries(Object.values(tag.attributes).map((a) => [a.name, a.value])),
      text: '',
      children: [],
    };
    stack.at(-1)!.children.push(node);
    stack.push(node);
  });
  parser.on('text', (text) => void (stack.at(-1)!.text += text));
  parser.on('closetag', () => void stack.pop());
  parser.write(xml).close();
  return root.children[0]!;
}

/** The elements at a path of local names below `node` (`titleInfo/title`), in document order. */
export function xmlAt(node: XmlNode, path: string): XmlNode[] {
  let level = [node];
  for (const step of path.split('/'))
    level = level.flatMap((n) => n.children.filter((c) => c.name === step));
  return level;
}

/** The texts of the elements at a path. */
export const textsAt = (node: XmlNode, path: string): string[] =>
  xmlAt(node, path).map((n) => n.text);
