/** MARC → Dublin Core (LC's MARC21slim2OAIDC crosswalk): the elements and their oai_dc XML. */
export {
  OAI_DC,
  oaiDcElement,
  toDublinCore,
  toOaiDcXml,
  type DublinCoreElement,
  type DublinCoreName,
} from './crosswalk.ts';
