// The plugin's window on the shared contract.
//
// Gatsby compiles gatsby-node files with Parcel and `includeNodeModules: false`, so a bare import
// of `@expo/contract` would stay a runtime `require` of TypeScript source, which Node cannot load.
// The contract therefore comes in through a relative path, which Parcel bundles.
export {
  Activity,
  API_VERSION,
  readEnvelope,
  ApiCode,
  CHANGE_KINDS,
  ExhibitionIntro,
  Exhibitor,
  HELP_QR_SIZE_PX,
  LANGUAGES,
  LOCALE_OF,
  News,
  PAGE_SIZE_MAX,
  Product,
  QrCode,
  SITE_BUILD_USER_AGENT,
  SITE_CONFIG_KEYS,
  ConfigFormatError,
  parseExternalLink,
  parseHelpLink,
  parseSocialLinks,
} from '../../../contract';
export type {
  ActivityRow,
  ApiEnvelope,
  ChangeKind,
  ContentChanges,
  Channel,
  ExhibitionTime,
  ExhibitorRow,
  ExternalLink,
  Language,
  SocialLink,
  NewsRow,
  PageOf,
  ProductRow,
} from '../../../contract';
