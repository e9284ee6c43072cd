import type { SeedScale } from '../lib/seed-kinds';
import { Random } from './random';
import { type MediaSet, coverSvg, logoSvg, productSvg } from './images';
import {
  ACTIVITY_KINDS, BRAND_WORDS, CATEGORY_GROUPS, CITIES, COMPANY_FORMS, FOREIGN_COMPANIES, LOREM_EN, LOREM_ZH,
  NEWS_TOPICS, REGIONS, TRADES,
} from './words';
import { HALLS } from './site';

// Regions and categories (the structure), and the demo's exhibitors, products, news and activities: the bulk of the seed.

export const SCALES = {
  small: { exhibitors: 220, products: 880, news: 64, activities: 44, exhibitorActivities: 30 },
  large: { exhibitors: 2600, products: 10400, news: 520, activities: 210, exhibitorActivities: 150 },
} as const satisfies Record<SeedScale, object>;

const SHOW_START = Date.UTC(2027, 4, 12); // 2027-05-12, first show day
const PHOTO_POOL = 150;
const COVER_POOL = 40;

const paragraphs = (r: Random, lorem: string[], n: number) => Array.from({ length: n }, () => r.pick(lorem)).join('\n\n');
const isoAt = (ms: number) => new Date(ms).toISOString();

export function buildCatalogue(scale: SeedScale, media: MediaSet) {
  const size = SCALES[scale];
  const r = new Random(scale === 'small' ? 20270512 : 20270513);
  const photos = Array.from({ length: PHOTO_POOL }, (_, i) => media.add('photo', productSvg(i)));
  const covers = Array.from({ length: COVER_POOL }, (_, i) => media.add('cover', coverSvg(i)));

  const { categories } = buildClassification();

  const exhibitors = Array.from({ length: size.exhibitors }, (_, i) => {
    const id = i + 1;
    const foreign = i % 20 === 7; // about 5%: English only
    const chineseOnly = !foreign && i % 10 === 3; // about 10%: Chinese only
    const city = r.pick(CITIES);
    const brand = BRAND_WORDS[i % BRAND_WORDS.length] as readonly [string, string];
    const trade = r.pick(TRADES);
    const form = r.pick(COMPANY_FORMS);
    const serial = Math.floor(i / BRAND_WORDS.length) + 1;
    const nameEn = foreign ? `${r.pick(FOREIGN_COMPANIES).replace(/ (\S+)$/, ` ${serial} $1`)}` : `${city[1]} ${brand[1]} ${trade[1]} ${serial > 1 ? `No.${serial} ` : ''}${form[1]}`;
    const nameZh = `${city[0]}${brand[0]}${trade[0]}${serial > 1 ? `${serial}号` : ''}${form[0]}`;
    const initials = nameEn.split(/\s+/).filter((w) => /^[A-Z]/.test(w)).slice(0, 2).map((w) => w[0]).join('') || 'BC';
    return {
      id,
      name_zh: foreign ? null : nameZh,
      name_en: chineseOnly ? null : nameEn,
      intro_zh: foreign ? null : `${nameZh}专注于${trade[0]}领域，${paragraphs(r, LOREM_ZH, 3)}`,
      intro_en: chineseOnly ? null : `${nameEn} specialises in ${trade[1].toLowerCase()}. ${paragraphs(r, LOREM_EN, 3)}`,
      address_zh: foreign ? null : `${city[0]}市经济开发区焙香路${r.int(1, 999)}号`,
      address_en: chineseOnly ? null : `No. ${r.int(1, 999)} Beixiang Road, Economic Development Zone, ${city[1]}`,
      logo: media.add('logo', logoSvg(initials, i)),
      region_id: foreign ? r.int(9, 12) : r.int(1, 8),
      email: `sales${id}@${brand[1].toLowerCase().replace(/\s+/g, '')}${id}.example.com`,
      phone: `+86 ${r.int(20, 29)} ${r.int(1000, 9999)} ${r.int(1000, 9999)}`,
      fax: `+86 ${r.int(20, 29)} ${r.int(1000, 9999)} ${r.int(1000, 9999)}`,
      website: `https://www.${brand[1].toLowerCase().replace(/\s+/g, '')}${id}.example.com`,
      popularity: r.int(0, 100000),
      created_at: isoAt(Date.UTC(2026, 0, 5) + i * 3_600_000 * 2),
      updated_at: isoAt(Date.UTC(2026, 9, 1)),
    };
  });

  const products = Array.from({ length: size.products }, (_, i) => {
    const exhibitor = exhibitors[i % exhibitors.length]!;
    const gi = r.int(0, CATEGORY_GROUPS.length - 1);
    const group = CATEGORY_GROUPS[gi]!;
    const category = categories.filter((c) => c.group_id === gi + 1)[r.int(0, group.categories.length - 1)]!;
    const [zh, en] = r.pick(group.products);
    const model = `${String.fromCharCode(65 + (i % 26))}${r.int(100, 999)}`;
    const brand = BRAND_WORDS[exhibitor.id % BRAND_WORDS.length]!;
    const origin = CITIES[exhibitor.id % CITIES.length]!;
    const photoCount = r.int(1, 3);
    return {
      id: i + 1,
      exhibitor_id: exhibitor.id,
      category_id: category.id,
      name_zh: exhibitor.name_zh ? `${brand[0]}${zh} ${model}` : null,
      name_en: exhibitor.name_en ? `${brand[1]} ${en} ${model}` : null,
      intro_zh: exhibitor.name_zh ? paragraphs(r, LOREM_ZH, 2) : null,
      intro_en: exhibitor.name_en ? paragraphs(r, LOREM_EN, 2) : null,
      factory_zh: exhibitor.name_zh,
      factory_en: exhibitor.name_en,
      brand_zh: exhibitor.name_zh ? brand[0] : null,
      brand_en: exhibitor.name_en ? brand[1] : null,
      origin_zh: exhibitor.name_zh ? `中国${origin[0]}` : null,
      origin_en: exhibitor.name_en ? (exhibitor.region_id > 8 ? 'Imported' : `${origin[1]}, China`) : null,
      qs: r.chance(0.7),
      photos: JSON.stringify(Array.from({ length: photoCount }, (_, k) => photos[(i * 3 + k) % PHOTO_POOL])),
      innovative: i % 20 === 0,
      popularity: r.int(0, 50000),
      created_at: isoAt(Date.UTC(2026, 1, 1) + i * 1_800_000),
      updated_at: isoAt(Date.UTC(2026, 9, 1)),
    };
  });

  const news = Array.from({ length: size.news }, (_, i) => {
    const topic = NEWS_TOPICS[i % NEWS_TOPICS.length]!;
    const round = Math.floor(i / NEWS_TOPICS.length);
    const zhOnly = i % 9 === 4;
    const enOnly = !zhOnly && i % 13 === 6;
    const published = Date.UTC(2025, 0, 10) + i * Math.floor((660 * 86_400_000) / size.news);
    return {
      id: i + 1,
      title_zh: enOnly ? null : round ? `${topic.zh}（${round + 1}）` : topic.zh,
      title_en: zhOnly ? null : round ? `${topic.en} (${round + 1})` : topic.en,
      summary_zh: enOnly ? null : r.pick(LOREM_ZH),
      summary_en: zhOnly ? null : r.pick(LOREM_EN),
      content_zh: enOnly ? null : paragraphs(r, LOREM_ZH, 5),
      content_en: zhOnly ? null : paragraphs(r, LOREM_EN, 5),
      cover: covers[i % COVER_POOL]!,
      source_url: i % 11 === 5 ? `https://news.example.com/bakery/${i + 1}` : null,
      published_at: isoAt(published),
      created_at: isoAt(published),
      updated_at: isoAt(published),
    };
  });

  const activity = (i: number, exhibitorId: number | null) => {
    const kind = ACTIVITY_KINDS[i % ACTIVITY_KINDS.length]!;
    const day = i % 4;
    const hour = 9 + (i % 8);
    const startsAt = SHOW_START + day * 86_400_000 + (hour - 8) * 3_600_000; // China time = UTC+8
    const hall = ['N1', 'N2', 'E1', 'E2', 'W1'][i % 5]!;
    const exhibitor = exhibitorId ? exhibitors[exhibitorId - 1]! : null;
    const hasZh = exhibitor ? Boolean(exhibitor.name_zh) : i % 15 !== 7;
    const hasEn = exhibitor ? Boolean(exhibitor.name_en) : i % 12 !== 5;
    const titleZh = exhibitor ? `${exhibitor.name_zh ?? ''}新品发布会` : `${kind.zh}${i >= ACTIVITY_KINDS.length ? ` 第${Math.floor(i / ACTIVITY_KINDS.length) + 1}场` : ''}`;
    const titleEn = exhibitor ? `${exhibitor.name_en ?? ''} product launch` : `${kind.en}${i >= ACTIVITY_KINDS.length ? ` – session ${Math.floor(i / ACTIVITY_KINDS.length) + 1}` : ''}`;
    return {
      exhibitor_id: exhibitorId,
      title_zh: hasZh ? titleZh : null,
      title_en: hasEn ? titleEn : null,
      host_zh: hasZh ? (exhibitor?.name_zh ?? kind.host[0]) : null,
      host_en: hasEn ? (exhibitor?.name_en ?? kind.host[1]) : null,
      // An exhibitor's event is at its booth (its page links the booth); the show's are in a hall's meeting room.
      address_zh: hasZh ? (exhibitor ? '展商展位' : `${hall}馆 会议室${(i % 6) + 1}`) : null,
      address_en: hasEn ? (exhibitor ? "At the exhibitor's booth" : `Hall ${hall}, Meeting Room ${(i % 6) + 1}`) : null,
      hall_id: exhibitor ? null : HALLS.findIndex(([code]) => code === hall) + 1,
      intro_zh: hasZh ? paragraphs(r, LOREM_ZH, 3) : null,
      intro_en: hasEn ? paragraphs(r, LOREM_EN, 3) : null,
      cover: covers[(i * 7) % COVER_POOL]!,
      starts_at: isoAt(startsAt),
      ends_at: isoAt(startsAt + (1 + (i % 3)) * 3_600_000),
      seats: [60, 120, 200, 500, 1200][i % 5]!,
      created_at: isoAt(Date.UTC(2026, 6, 1) + i * 86_400_000),
      updated_at: isoAt(Date.UTC(2026, 9, 1)),
    };
  };
  const activities = [
    ...Array.from({ length: size.activities }, (_, i) => activity(i, null)),
    ...Array.from({ length: size.exhibitorActivities }, (_, i) => activity(i, ((i * 37) % exhibitors.length) + 1)),
  ].map((a, i) => ({ id: i + 1, ...a }));

  return { exhibitors, products, news, activities };
}

/** Regions, category groups (with the visitor interest each stands for) and categories: structure, in every seed. */
export function buildClassification() {
  const regions = REGIONS.map(([zh, en], i) => ({ id: i + 1, name_zh: zh, name_en: en, sort: i }));
  const groups = CATEGORY_GROUPS.map((g, i) => ({ id: i + 1, name_zh: g.group[0], name_en: g.group[1], interest: g.interest, sort: i }));
  const categories: { id: number; group_id: number; name_zh: string; name_en: string; sort: number }[] = [];
  CATEGORY_GROUPS.forEach((g, gi) => g.categories.forEach(([zh, en], ci) => categories.push({ id: categories.length + 1, group_id: gi + 1, name_zh: zh, name_en: en, sort: ci })));
  return { regions, groups, categories };
}
