import { Type, type Static } from '@sinclair/typebox';
import { OptStr } from './nullable';

// Shapes of the public content API (docs/api.md). Every text field is already in the language
// of the request's `lang` header.

const Str = Type.String();
const Int = Type.Integer();
/** 1 Chinese, 2 English: the language the item is given in. */
const ItemLang = Type.Union([Type.Literal(1), Type.Literal(2)]);

export { IMAGE_SIZES, type ImageUse } from './constants';

export const Region = Type.Object({ id: Int, name: Str, nameEn: Str });
export type Region = Static<typeof Region>;

export const CategoryGroup = Type.Object({
  id: Int,
  groupName: Str,
  productCategoryList: Type.Array(Type.Object({ id: Int, name: Str, nameEn: Str })),
});
export type CategoryGroup = Static<typeof CategoryGroup>;

export interface Channel {
  id: number;
  title: string;
  url: string | null;
  path: string | null;
  newWindow: boolean;
  zhOnly: boolean;
  children: Channel[];
}
export const Channel = Type.Recursive((This) =>
  Type.Object({
    id: Int,
    title: Str,
    url: OptStr,
    path: OptStr,
    newWindow: Type.Boolean(),
    zhOnly: Type.Boolean(),
    children: Type.Array(This),
  }),
);

export const HomeModule = Type.Object({ code: Str, title: Str, sort: Int });

export const ExhibitionIntro = Type.Object({
  name: Str,
  venue: Str,
  address: Str,
  intro: Str,
  startTime: Str,
  endTime: Str,
  /** square metres */
  area: Int,
  exhibitorCount: Int,
  productCount: Int,
  visitorCount: Int,
  countryCount: Int,
  banner: OptStr,
  /** the next edition's first and last day (YYYY-MM-DD, China time), null until editors set them */
  nextStartTime: OptStr,
  nextEndTime: OptStr,
});
export type ExhibitionIntro = Static<typeof ExhibitionIntro>;

export const ExhibitionTime = Type.Object({
  /** YYYY-MM-DD in China Standard Time */
  startTime: Str,
  endTime: Str,
  serverTime: Str,
});
export type ExhibitionTime = Static<typeof ExhibitionTime>;

export const ExhibitorRow = Type.Object({
  id: Int,
  lang: ItemLang,
  name: Str,
  nameEn: OptStr,
  logo: OptStr,
  regionId: Type.Union([Int, Type.Null()]),
  regionName: OptStr,
  booths: Type.Array(Str),
  productCount: Int,
  popularity: Int,
  createTime: Str,
  updateTime: Str,
});
export type ExhibitorRow = Static<typeof ExhibitorRow>;

export const Exhibitor = Type.Composite([
  ExhibitorRow,
  Type.Object({
    intro: OptStr,
    address: OptStr,
    email: OptStr,
    phone: OptStr,
    fax: OptStr,
    website: OptStr,
    hallName: OptStr,
    /** pictures of the stand and the company, as the exhibitor's team published them */
    photos: Type.Array(Str),
  }),
]);
export type Exhibitor = Static<typeof Exhibitor>;

export const ProductRow = Type.Object({
  id: Int,
  lang: ItemLang,
  name: Str,
  photo: OptStr,
  exhibitorId: Int,
  exhibitorName: OptStr,
  categoryId: Type.Union([Int, Type.Null()]),
  categoryName: OptStr,
  brand: OptStr,
  innovative: Type.Boolean(),
  popularity: Int,
  /** its place among its exhibitor's products, as the exhibitor's team ordered them (smaller first) */
  sort: Int,
  createTime: Str,
  updateTime: Str,
});
export type ProductRow = Static<typeof ProductRow>;

export const Product = Type.Composite([
  ProductRow,
  Type.Object({
    photos: Type.Array(Str),
    intro: OptStr,
    factory: OptStr,
    origin: OptStr,
    qs: Type.Boolean(),
  }),
]);
export type Product = Static<typeof Product>;

export const NewsRow = Type.Object({
  id: Int,
  lang: ItemLang,
  title: Str,
  summary: OptStr,
  cover: OptStr,
  /** set when the item links to an outside source */
  url: OptStr,
  publishTime: Str,
  updateTime: Str,
});
export type NewsRow = Static<typeof NewsRow>;

export const News = Type.Composite([NewsRow, Type.Object({ content: OptStr })]);
export type News = Static<typeof News>;

export const ActivityRow = Type.Object({
  id: Int,
  lang: ItemLang,
  title: Str,
  host: OptStr,
  address: OptStr,
  cover: OptStr,
  startTime: Str,
  endTime: Str,
  seats: Int,
  exhibitorId: Type.Union([Int, Type.Null()]),
  exhibitorName: OptStr,
  /** the hall it takes place in (the address names the room), for a link to the floor plan */
  hallCode: OptStr,
  hallName: OptStr,
  createTime: Str,
  updateTime: Str,
});
export type ActivityRow = Static<typeof ActivityRow>;

export const Activity = Type.Composite([ActivityRow, Type.Object({ intro: OptStr })]);
export type Activity = Static<typeof Activity>;

export const ScheduleDay = Type.Object({ date: Str, rows: Type.Array(ActivityRow) });
export type ScheduleDay = Static<typeof ScheduleDay>;

export const ProcurementRow = Type.Object({ id: Int, title: Str, publishTime: Str });
export type ProcurementRow = Static<typeof ProcurementRow>;
export const Procurement = Type.Composite([ProcurementRow, Type.Object({ content: OptStr })]);
export type Procurement = Static<typeof Procurement>;

export const MediaPartner = Type.Object({ id: Int, name: Str, logo: OptStr, url: Str });
export type MediaPartner = Static<typeof MediaPartner>;

export const ContentPageRow = Type.Object({ code: Str, title: Str });
export type ContentPageRow = Static<typeof ContentPageRow>;
export const ContentPage = Type.Object({ code: Str, title: Str, content: Str, updateTime: Str });
export type ContentPage = Static<typeof ContentPage>;

export const Seo = Type.Object({ seoTitle: Str, seoKeyword: Str, seoDescription: Str, content: Str });
export type Seo = Static<typeof Seo>;

export const Booth = Type.Object({
  id: Int,
  code: Str,
  hallId: Int,
  hallName: Str,
  x: Int,
  y: Int,
  width: Int,
  height: Int,
  /** the booth's exhibitor; null: the booth is vacant */
  exhibitorId: Type.Union([Int, Type.Null()]),
  /** the exhibitor's name in the asked language, else in the other one */
  exhibitorName: OptStr,
  /** whether the exhibitor has a page in the asked language (only then does the booth link to it) */
  exhibitorListed: Type.Boolean(),
});
export type Booth = Static<typeof Booth>;

export const Hall = Type.Object({
  id: Int,
  code: Str,
  name: Str,
  width: Int,
  height: Int,
  booths: Type.Array(Booth),
});
export type Hall = Static<typeof Hall>;

export const SearchHit = Type.Object({
  type: Type.Union([
    Type.Literal('exhibitor'),
    Type.Literal('product'),
    Type.Literal('news'),
    Type.Literal('activity'),
  ]),
  id: Int,
  title: Str,
  summary: OptStr,
  image: OptStr,
});
export type SearchHit = Static<typeof SearchHit>;

export const Download = Type.Object({
  id: Int,
  title: Str,
  fileName: Str,
  mime: Str,
  size: Int,
  url: Str,
});
export type Download = Static<typeof Download>;

export const ContactItem = Type.Object({ id: Int, dept: Str, person: Str, phone: Str, email: Str });
export type ContactItem = Static<typeof ContactItem>;

export const OtherSystem = Type.Object({ id: Int, name: Str, url: Str });
export type OtherSystem = Static<typeof OtherSystem>;

export const QrCode = Type.Object({ id: Int, photo: Str, name: Str, nameEn: Str });
export type QrCode = Static<typeof QrCode>;

export const LiveItem = Type.Object({
  id: Int,
  lang: ItemLang,
  liveType: Type.Union([Type.Literal(1), Type.Literal(2)]),
  title: Str,
  cover: OptStr,
  wapUrl: OptStr,
  pcUrl: OptStr,
  wapUrlEn: OptStr,
  pcUrlEn: OptStr,
  startTime: Str,
  createTime: Str,
});
export type LiveItem = Static<typeof LiveItem>;

export const DictEntry = Type.Object({ dictLabel: Str, dictValue: Str });
export type DictEntry = Static<typeof DictEntry>;

/** The kinds of record the site build pulls one by one (the detail pages' records). */
export const CHANGE_KINDS = ['exhibitor', 'product', 'news', 'activity'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/**
 * What changed in the content since a version the build synced (GET /common/content/changes):
 * `full` when anything beyond the listed records may have changed, or the history is another
 * database's; then the build pulls everything.
 */
export const ContentChanges = Type.Object({
  epoch: Str,
  version: Int,
  full: Type.Boolean(),
  records: Type.Object({
    exhibitor: Type.Array(Int),
    product: Type.Array(Int),
    news: Type.Array(Int),
    activity: Type.Array(Int),
  }),
});
export type ContentChanges = Static<typeof ContentChanges>;
