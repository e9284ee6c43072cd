import { BUSINESS_TYPE_DICT, EDIT_DEADLINE_CONFIG, PRODUCT_INTEREST_DICT } from '@expo/contract';
import { type MediaSet, bannerSvg, coverSvg, logoSvg, qrSvg } from './images';
import { LOREM_EN, LOREM_ZH } from './words';
import { minimalPdf } from './files';

// The exhibition itself and the site around it: halls, navigation, pages, SEO, configs, dictionaries.

/**
 * The seeded show's first day. Processes started by tests (API, e2e product, deploy layout) run on
 * the real clock, outside the show's days: GATE_TEST_DAY=SEED_SHOW_FIRST_DAY lets their gates admit.
 */
export const SEED_SHOW_FIRST_DAY = '2027-05-12';

export function buildExhibition(media: MediaSet) {
  return {
    id: 1,
    name_zh: '第二十九届中国国际焙烤展览会',
    name_en: 'The 29th Bakery China',
    venue_zh: '上海新国际博览中心',
    venue_en: 'Shanghai New International Expo Centre',
    address_zh: '上海市浦东新区龙阳路2345号',
    address_en: '2345 Longyang Road, Pudong, Shanghai, China',
    intro_zh: '中国国际焙烤展览会是亚洲烘焙行业规模最大的专业展会之一，汇聚原料、设备、包装、成品与门店经营的全产业链企业。',
    intro_en: 'Bakery China is one of the largest trade fairs of the bakery industry in Asia, bringing together the whole supply chain: ingredients, equipment, packaging, finished products and retail.',
    start_date: SEED_SHOW_FIRST_DAY,
    end_date: '2027-05-15',
    next_start_date: '2028-05-10',
    next_end_date: '2028-05-13',
    area: 320000,
    visitor_count: 380000,
    country_count: 58,
    banner: media.add('banner', bannerSvg()),
  };
}

export const HALLS = [
  ['N1', '北一馆', 'Hall N1'], ['N2', '北二馆', 'Hall N2'], ['N3', '北三馆', 'Hall N3'], ['N4', '北四馆', 'Hall N4'],
  ['E1', '东一馆', 'Hall E1'], ['E2', '东二馆', 'Hall E2'], ['W1', '西一馆', 'Hall W1'], ['W2', '西二馆', 'Hall W2'],
] as const;

const HALL_WIDTH = 180;
const HALL_HEIGHT = 90;

/** The halls, 180 × 90 m each, without booths: structure, in every seed. */
export function buildHalls() {
  return HALLS.map(([code, zh, en], i) => ({ id: i + 1, code, name_zh: zh, name_en: en, width: HALL_WIDTH, height: HALL_HEIGHT, sort: i }));
}

/** The demo's booths in the halls, in rows (aisles between), enough for every exhibitor. */
export function buildBooths(exhibitorIds: number[]) {
  const hallWidth = HALL_WIDTH;
  const hallHeight = HALL_HEIGHT;
  const halls = buildHalls();
  const perHall = Math.ceil((exhibitorIds.length * 1.15) / halls.length);
  // Booth size shrinks with the number of booths so that they always fit.
  const columns = Math.ceil(Math.sqrt(perHall * 2));
  const rows = Math.ceil(perHall / columns);
  const cellW = Math.floor((hallWidth - 10) / columns);
  const cellH = Math.floor((hallHeight - 10) / rows);
  const booths: { id: number; hall_id: number; code: string; x: number; y: number; width: number; height: number; exhibitor_id: number | null }[] = [];
  let next = 0;
  for (const hall of halls) {
    for (let n = 0; n < perHall; n++) {
      const col = n % columns;
      const row = Math.floor(n / columns);
      // Every seventh booth stays free, as on a real plan.
      const exhibitorId = n % 7 === 6 || next >= exhibitorIds.length ? null : (exhibitorIds[next++] ?? null);
      booths.push({
        id: booths.length + 1,
        hall_id: hall.id,
        code: `${hall.code}${String.fromCharCode(65 + row)}${String(col + 1).padStart(2, '0')}`,
        x: 5 + col * cellW,
        y: 5 + row * cellH,
        width: Math.max(1, cellW - 2),
        height: Math.max(1, cellH - 3),
        exhibitor_id: exhibitorId,
      });
    }
  }
  return booths;
}

const text = (lorem: string[], n: number, shift = 0) => Array.from({ length: n }, (_, i) => lorem[(i + shift) % lorem.length]).join('\n\n');

/** The text of a page in the structure alone, until the organiser writes it in the console. */
const PAGE_TO_WRITE = { zh: '本页内容由主办方在编辑后台填写。', en: 'The organiser writes this page in the editor console.' };

/** The site's content pages: with the demo's text, or (`toWrite`) with a line asking the organiser for it. */
export function buildPages({ toWrite = false } = {}) {
  const page = (code: string, zh: string | null, en: string | null, shift: number) => ({
    code,
    title_zh: zh,
    title_en: en,
    content_zh: zh ? (toWrite ? PAGE_TO_WRITE.zh : text(LOREM_ZH, 5, shift)) : null,
    content_en: en ? (toWrite ? PAGE_TO_WRITE.en : text(LOREM_EN, 5, shift)) : null,
    updated_at: '2026-10-01T00:00:00.000Z',
  });
  return [
    page('about-us', '关于展会', 'About the Show', 0),
    page('ipr', '知识产权保护', 'Intellectual Property Protection', 1),
    page('privacy', '隐私政策', 'Privacy Policy', 2),
    page('user-agreement', '用户协议', 'User Agreement', 3),
    page('cooperation', '合作洽谈', 'Cooperation', 4),
    page('contact', '联系我们', 'Contact Us', 5),
    page('media-partners', '媒体合作', 'Media Partners', 0),
    page('procurement-privacy', '采购信息隐私声明', null, 1),
  ];
}

const SEO_PAGES: [string, string, string][] = [
  ['/', '首页', 'Home'], ['/exhibitors', '展商名录', 'Exhibitors'], ['/exhibitors/ranking-list', '展商人气榜', 'Exhibitor Ranking'],
  ['/products', '展品', 'Products'], ['/products/ranking-list', '展品人气榜', 'Product Ranking'], ['/news', '新闻中心', 'News'],
  ['/activity', '同期活动', 'Events'], ['/exhibitor-activity', '展商活动', 'Exhibitor Events'], ['/booth-floor', '展馆平面图', 'Floor Plan'],
  ['/contact', '联系我们', 'Contact Us'], ['/cooperation', '合作洽谈', 'Cooperation'], ['/demand', '供需信息', 'Demand Board'],
  ['/download', '下载中心', 'Downloads'], ['/live', '直播', 'Live'], ['/procurement', '采购公告', 'Procurement'],
  ['/procurement/contact', '采购联系', 'Procurement Contact'], ['/search', '搜索', 'Search'], ['/InnovationProducts', '创新产品', 'Innovation Products'],
  ['/screen', '大屏', 'Screen'], ['/media-partners', '媒体合作', 'Media Partners'], ['/page', '内容页', 'Pages'], ['/shop', '展商店铺', 'Exhibitor Store'],
];

export function buildSeo() {
  return SEO_PAGES.map(([path, zh, en]) => ({
    path,
    title_zh: `${zh} - 第二十九届中国国际焙烤展览会`,
    title_en: `${en} - The 29th Bakery China`,
    keyword_zh: `焙烤展,烘焙展,${zh},上海新国际博览中心`,
    keyword_en: `bakery china, bakery trade fair, ${en.toLowerCase()}, shanghai`,
    description_zh: `${zh}：第二十九届中国国际焙烤展览会，2027年5月12日至15日，上海新国际博览中心。`,
    description_en: `${en}: The 29th Bakery China, 12 to 15 May 2027, Shanghai New International Expo Centre.`,
    content_zh: '',
    content_en: '',
  }));
}

type ChannelSeed = [string, string, string | null, { url?: string; newWindow?: boolean; zhOnly?: boolean; children?: ChannelSeed[] }?];

const CHANNELS: ChannelSeed[] = [
  ['首页', 'Home', '/'],
  ['展会概况', 'About', '/page/about-us', { children: [['展会介绍', 'About the Show', '/page/about-us'], ['展馆平面图', 'Floor Plan', '/booth-floor'], ['媒体合作', 'Media Partners', '/media-partners']] }],
  ['展商', 'Exhibitors', '/exhibitors', { children: [['展商名录', 'Exhibitor List', '/exhibitors'], ['展商人气榜', 'Exhibitor Ranking', '/exhibitors/ranking-list'], ['展商活动', 'Exhibitor Events', '/exhibitor-activity']] }],
  ['展品', 'Products', '/products', { children: [['展品列表', 'Product List', '/products'], ['展品人气榜', 'Product Ranking', '/products/ranking-list'], ['创新产品', 'Innovation Products', '/InnovationProducts', { zhOnly: true }]] }],
  ['同期活动', 'Events', '/activity'],
  ['新闻中心', 'News', '/news'],
  ['供需信息', 'Demand Board', '/demand'],
  ['直播', 'Live', '/live'],
  ['服务', 'Services', '/download', { children: [['下载中心', 'Downloads', '/download'], ['联系我们', 'Contact Us', '/contact'], ['合作洽谈', 'Cooperation', '/cooperation'], ['采购公告', 'Procurement', '/procurement', { zhOnly: true }], ['行业协会', 'Industry Association', null, { url: 'https://www.association.example.org', newWindow: true }]] }],
];

export function buildChannels() {
  const rows: { id: number; parent_id: number | null; title_zh: string; title_en: string; path: string | null; url: string | null; new_window: boolean; zh_only: boolean; sort: number }[] = [];
  const add = (items: ChannelSeed[], parent: number | null) =>
    items.forEach(([zh, en, path, options = {}], sort) => {
      const id = rows.length + 1;
      rows.push({ id, parent_id: parent, title_zh: zh, title_en: en, path, url: options.url ?? null, new_window: options.newWindow ?? false, zh_only: options.zhOnly ?? false, sort });
      if (options.children) add(options.children, id);
    });
  add(CHANNELS, null);
  return rows;
}

export const HOME_MODULES = [
  ['intro', '展会概况', 'About the Show'], ['exhibitors', '推荐展商', 'Featured Exhibitors'], ['products', '推荐展品', 'Featured Products'],
  ['activities', '同期活动', 'Events'], ['news', '新闻资讯', 'News'], ['live', '精彩直播', 'Live'], ['partners', '合作媒体', 'Media Partners'],
].map(([code, zh, en], i) => ({ code: code!, title_zh: zh!, title_en: en!, sort: i, enabled: true }));

export function buildDownloads() {
  const csv = 'hall,booths,area_m2\nN1,120,21600\nN2,118,21600\nE1,110,19800\n';
  const files: [string | null, string | null, string, string, Buffer][] = [
    ['参展手册', 'Exhibitor Manual', 'exhibitor-manual.pdf', 'application/pdf', minimalPdf('Bakery China 2027 - Exhibitor Manual')],
    ['观众指南', 'Visitor Guide', 'visitor-guide.pdf', 'application/pdf', minimalPdf('Bakery China 2027 - Visitor Guide')],
    ['展位价格表', 'Booth Price List', 'booth-prices.pdf', 'application/pdf', minimalPdf('Bakery China 2027 - Booth Prices')],
    ['展馆面积数据', 'Hall Areas', 'hall-areas.csv', 'text/csv', Buffer.from(csv)],
    ['搭建规定', 'Stand Construction Rules', 'construction-rules.txt', 'text/plain', Buffer.from('Stand construction rules\n\n1. Maximum height 4.5 m.\n2. Fire-retardant materials only.\n')],
    ['媒体报名表', null, 'media-registration.pdf', 'application/pdf', minimalPdf('Media registration form')],
    [null, 'Hotel Booking Form', 'hotel-booking.pdf', 'application/pdf', minimalPdf('Hotel booking form')],
    ['展会日程', 'Show Schedule', 'schedule.pdf', 'application/pdf', minimalPdf('Show schedule 12-15 May 2027')],
  ];
  return files.map(([zh, en, fileName, mime, data], i) => ({ id: i + 1, title_zh: zh, title_en: en, file_name: fileName, mime, data, sort: i, created_at: '2026-09-01T00:00:00.000Z' }));
}

export const CONTACTS = [
  ['展位预订', 'Booth Sales', '王经理', 'Mr. Wang', '+86 21 6888 0001', 'sales@bakerychina.example'],
  ['观众服务', 'Visitor Services', '李小姐', 'Ms. Li', '+86 21 6888 0002', 'visitor@bakerychina.example'],
  ['国际业务', 'International Sales', '陈先生', 'Mr. Chen', '+86 21 6888 0003', 'intl@bakerychina.example'],
  ['媒体合作', 'Media Relations', '赵小姐', 'Ms. Zhao', '+86 21 6888 0004', 'media@bakerychina.example'],
  ['同期活动', 'Conferences & Events', '刘先生', 'Mr. Liu', '+86 21 6888 0005', 'events@bakerychina.example'],
  ['采购对接', 'Buyer Matchmaking', '孙小姐', 'Ms. Sun', '+86 21 6888 0006', 'buyers@bakerychina.example'],
].map(([dz, de, pz, pe, phone, email], i) => ({ id: i + 1, dept_zh: dz!, dept_en: de!, person_zh: pz!, person_en: pe!, phone: phone!, email: email!, sort: i }));

export const OTHER_SYSTEMS = [
  ['焙烤秋季展', 'Bakery China Autumn', 'https://autumn.bakerychina.example'],
  ['观众预登记系统', 'Visitor Registration', 'https://register.bakerychina.example'],
  ['展商服务系统', 'Exhibitor Service Centre', 'https://exhibitor.bakerychina.example'],
  ['咖啡与茶饮展', 'Coffee & Tea Show', 'https://coffee.bakerychina.example'],
].map(([zh, en, url], i) => ({ id: i + 1, name_zh: zh!, name_en: en!, url: url!, sort: i }));

export function buildQrCodes(media: MediaSet) {
  return [['微信公众号', 'WeChat'], ['微博', 'Weibo'], ['抖音', 'Douyin'], ['领英', 'LinkedIn']].map(([zh, en], i) => ({
    id: i + 1, photo: media.add('qr', qrSvg(i + 1)), name_zh: zh!, name_en: en!, sort: i,
  }));
}

export function buildMediaPartners(media: MediaSet) {
  const names = [['烘焙世界', 'Baking World'], ['食品商务', 'Food Business'], ['中国食品报', 'China Food News'], ['甜品周刊', 'Dessert Weekly'], ['咖啡时代', 'Coffee Times'], ['包装前沿', 'Packaging Frontier'], ['餐饮老板内参', 'Restaurant Insider'], ['新零售观察', 'New Retail Watch'], ['焙烤商情', 'Bakery Trade News'], ['食品机械网', 'Food Machinery Net'], ['国际烘焙杂志', 'International Baker'], ['亚洲食品', 'Asia Food Journal'], ['冷链资讯', 'Cold Chain Info'], ['健康食品', 'Healthy Food'], ['门店经营', 'Store Operations'], ['品牌观察', 'Brand Watch']];
  return names.map(([zh, en], i) => ({ id: i + 1, name_zh: zh!, name_en: en!, logo: media.add('logo', logoSvg(en!.split(' ').map((w) => w[0]).join('').slice(0, 2), i + 50)), url: `https://media${i + 1}.example.com`, sort: i }));
}

export function buildProcurement() {
  return Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    title_zh: `展会服务采购公告（第${i + 1}期）`,
    title_en: i % 4 === 3 ? null : `Procurement notice for show services, no. ${i + 1}`,
    content_zh: text(LOREM_ZH, 4, i),
    content_en: i % 4 === 3 ? null : text(LOREM_EN, 4, i),
    published_at: new Date(Date.UTC(2026, i % 11, 3 + i)).toISOString(),
  }));
}

export function buildLive(media: MediaSet) {
  return Array.from({ length: 10 }, (_, i) => {
    const members = i % 2 === 0;
    const channel = 3851200 + i;
    return {
      id: i + 1,
      live_type: members ? 1 : 2,
      title_zh: i === 7 ? null : `${['开幕式', '大师课直播', '新品发布', '技能大赛决赛', '论坛直播'][i % 5]}（${i + 1}）`,
      title_en: i === 4 ? null : `${['Opening Ceremony', 'Master Class Live', 'Product Launch', 'Skills Championship Final', 'Forum Live'][i % 5]} (${i + 1})`,
      cover: media.add('cover', coverSvg(100 + i)),
      wap_url: members ? `https://live.polyv.cn/watch/${channel}` : `https://m.live.example.com/room/${channel}`,
      pc_url: members ? `https://live.polyv.cn/watch/${channel}` : `https://live.example.com/room/${channel}`,
      wap_url_en: members ? `https://live.polyv.cn/watch/${channel}?lang=en` : `https://m.live.example.com/room/${channel}?lang=en`,
      pc_url_en: members ? `https://live.polyv.cn/watch/${channel}?lang=en` : `https://live.example.com/room/${channel}?lang=en`,
      starts_at: new Date(Date.UTC(2027, 4, 12 + (i % 4), 1 + i)).toISOString(),
      created_at: new Date(Date.UTC(2026, 9, 1 + i)).toISOString(),
    };
  });
}

export const CONFIGS = [
  { key: 'address_service', value: JSON.stringify({ service: 'https://work.weixin.qq.com/kfid/kfc-bakerychina' }) },
  { key: 'site_name', value: JSON.stringify({ zh: '中国国际焙烤展览会', en: 'Bakery China' }) },
  { key: 'social_links', value: JSON.stringify([{ name: 'LinkedIn', url: 'https://www.linkedin.com/company/bakerychina' }, { name: 'Facebook', url: 'https://www.facebook.com/bakerychina' }, { name: 'YouTube', url: 'https://www.youtube.com/@bakerychina' }, { name: 'X', url: 'https://x.com/bakerychina' }]) },
  { key: 'external_link', value: JSON.stringify({ title: '行业协会', titleEn: 'Industry Association', url: 'https://www.association.example.org' }) },
  // The exhibitor centre's deadline for the printed catalogue: none until the organiser sets a day.
  { key: EDIT_DEADLINE_CONFIG, value: '' },
];

const DICTS: Record<string, [string, string, string][]> = {
  demand_type: [['1', '求购', 'Buy'], ['2', '供应', 'Supply'], ['3', '求职', 'Job'], ['4', '招聘', 'Recruit']],
  edu: [['high_school', '高中及以下', 'High school or below'], ['college', '大专', 'College'], ['bachelor', '本科', "Bachelor's degree"], ['master', '硕士及以上', "Master's degree or above"]],
  work_experience: [['0-1', '1年以下', 'Under 1 year'], ['1-3', '1-3年', '1 to 3 years'], ['3-5', '3-5年', '3 to 5 years'], ['5-10', '5-10年', '5 to 10 years'], ['10+', '10年以上', 'Over 10 years']],
  salary_range: [['0-5k', '5千以下', 'Under 5,000 CNY'], ['5-10k', '5千-1万', '5,000 to 10,000 CNY'], ['10-20k', '1万-2万', '10,000 to 20,000 CNY'], ['20k+', '2万以上', 'Over 20,000 CNY']],
  company_size: [['1-49', '50人以下', 'Under 50 staff'], ['50-199', '50-199人', '50 to 199 staff'], ['200-999', '200-999人', '200 to 999 staff'], ['1000+', '1000人以上', '1,000 staff or more']],
  demand_time: [['week', '一周内', 'Within a week'], ['month', '一个月内', 'Within a month'], ['quarter', '三个月内', 'Within three months'], ['long_term', '长期', 'Long term']],
  position_type: [['baker', '面包师', 'Baker'], ['pastry', '西点师', 'Pastry chef'], ['sales', '销售', 'Sales'], ['engineer', '设备工程师', 'Equipment engineer'], ['manager', '店长', 'Store manager']],
  // The visitor questionnaire's lists, as migration 016 puts them in a database that is not seeded.
  [BUSINESS_TYPE_DICT]: [['bakery', '烘焙店/连锁', 'Bakery or bakery chain'], ['manufacturer', '食品生产企业', 'Food manufacturer'], ['distributor', '经销商/代理商', 'Distributor or agent'], ['hotel', '酒店/餐饮', 'Hotel or restaurant'], ['retail', '商超零售', 'Retail'], ['other', '其他', 'Other']],
  [PRODUCT_INTEREST_DICT]: [['equipment', '烘焙设备', 'Baking equipment'], ['ingredients', '原料辅料', 'Ingredients'], ['packaging', '包装', 'Packaging'], ['coffee', '咖啡饮品', 'Coffee and drinks'], ['finished', '成品/冷冻面团', 'Finished goods and frozen dough'], ['services', '门店服务', 'Shop services']],
};

export function buildDicts() {
  return Object.entries(DICTS).flatMap(([type, entries]) => entries.map(([value, zh, en], sort) => ({ type, value, label_zh: zh, label_en: en, sort })));
}
