/** MARC → Dublin Core (LC crosswalk): the element table and its oai_dc XML. */
export {
  toDublinCore,
  toOaiDcXml,
  type DublinCoreElement,
  type DublinCoreName,
} from './crosswalk.ts';
