import type { GatsbyNode } from 'gatsby';
import { DETAIL_SCHEMAS } from './collections';
import { ExhibitionIntro, QrCode } from './contract';
import { NODE_TYPES } from './constants';
import { fieldDefinitions, objectTypeDefinition } from './graphql-from-contract';

/** Every content node: the contract's detail fields, with `id`/`lang` replaced by these two. */
const NODE_IDENTITY_FIELDS = [
  '"The record id in the content API (the node id is Gatsby\'s)." recordId: Int!',
  '"zh or en: the language this node is in." lang: String!',
];

/** Fields a node type has beyond its contract record (set in collections.ts extraFields). */
const EXTRA_FIELDS: Partial<Record<string, string[]>> = {
  [NODE_TYPES.product]: ['"The exhibitor in the same language, null if it has no version in it." exhibitor: ExhibitionExhibitor @link'],
  [NODE_TYPES.activity]: [
    '"show (/activity) or exhibitor (/exhibitor-activity)" kind: String!',
    '"The holding exhibitor in the same language, if any." exhibitor: ExhibitionExhibitor @link',
  ],
};

const SITE_TYPES = `
  type ExhibitionSite implements Node @dontInfer {
    lang: String!
    channels: [ExhibitionChannel!]!
    intro: ExhibitionIntro!
    time: ExhibitionShowTime!
    qrCodes: [ExhibitionQrCode!]!
    "The help QR code's link (config address_service); null removes the help entry."
    helpLink: String
    "The help link's QR code: an SVG data URL made at build time."
    helpQrCode: String
    socialLinks: [ExhibitionSocialLink!]!
    externalLink: ExhibitionExternalLink
  }
  type ExhibitionChannel {
    id: Int!
    title: String!
    "an outside link; wins over path"
    url: String
    "a language-neutral site path"
    path: String
    newWindow: Boolean!
    zhOnly: Boolean!
    children: [ExhibitionChannel!]!
  }
  type ExhibitionShowTime {
    "YYYY-MM-DD in China Standard Time"
    startTime: String!
    endTime: String!
  }
  type ExhibitionSocialLink {
    name: String!
    url: String!
  }
  type ExhibitionExternalLink {
    title: String!
    titleEn: String!
    url: String!
  }
  ${objectTypeDefinition('ExhibitionIntro', ExhibitionIntro)}
  ${objectTypeDefinition('ExhibitionQrCode', QrCode)}
`;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  const contentTypes = Object.entries(DETAIL_SCHEMAS).map(([nodeType, schema]) => {
    const fields = [...NODE_IDENTITY_FIELDS, ...fieldDefinitions(schema, ['id', 'lang']), ...(EXTRA_FIELDS[nodeType] ?? [])];
    return `type ${nodeType} implements Node @dontInfer {\n  ${fields.join('\n  ')}\n}`;
  });
  actions.createTypes([...contentTypes, SITE_TYPES].join('\n'));
};
