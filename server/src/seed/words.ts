// Bilingual vocabularies of the baking industry for the seed. Pairs are [Chinese, English].

export type Pair = readonly [string, string];

export const CITIES: Pair[] = [
  ['上海', 'Shanghai'], ['北京', 'Beijing'], ['广州', 'Guangzhou'], ['深圳', 'Shenzhen'], ['杭州', 'Hangzhou'],
  ['苏州', 'Suzhou'], ['南京', 'Nanjing'], ['成都', 'Chengdu'], ['武汉', 'Wuhan'], ['青岛', 'Qingdao'],
  ['厦门', 'Xiamen'], ['天津', 'Tianjin'], ['无锡', 'Wuxi'], ['佛山', 'Foshan'], ['郑州', 'Zhengzhou'],
];

export const REGIONS: Pair[] = [
  ['华东', 'East China'], ['华北', 'North China'], ['华南', 'South China'], ['华中', 'Central China'],
  ['西南', 'Southwest China'], ['东北', 'Northeast China'], ['西北', 'Northwest China'], ['港澳台', 'Hong Kong, Macao and Taiwan'],
  ['欧洲', 'Europe'], ['北美', 'North America'], ['亚太', 'Asia Pacific'], ['其他国际', 'Other International'],
];

export const BRAND_WORDS: Pair[] = [
  ['麦香', 'Maixiang'], ['金穗', 'Golden Ear'], ['福满', 'Fortune'], ['香酥', 'Crispy'], ['新麦', 'New Wheat'],
  ['佳禾', 'Jiahe'], ['恒丰', 'Hengfeng'], ['优焙', 'Youbake'], ['悦甜', 'Joysweet'], ['晨光', 'Morning Light'],
  ['国焙', 'Guobei'], ['嘉禾', 'Harvest'], ['美焙', 'Meibei'], ['丰麦', 'Fengmai'], ['匠心', 'Artisan'],
  ['华焙', 'Huabei'], ['鼎盛', 'Dingsheng'], ['蓝海', 'Blue Ocean'], ['瑞丰', 'Ruifeng'], ['百味', 'Baiwei'],
];

export const TRADES: Pair[] = [
  ['烘焙设备', 'Bakery Equipment'], ['食品机械', 'Food Machinery'], ['面粉', 'Flour Milling'], ['乳业', 'Dairy'],
  ['包装材料', 'Packaging'], ['食品配料', 'Food Ingredients'], ['巧克力', 'Chocolate'], ['咖啡', 'Coffee'],
  ['冷链设备', 'Cold Chain Equipment'], ['烘焙模具', 'Bakeware'], ['油脂', 'Edible Oils'], ['糖业', 'Sugar'],
];

export const COMPANY_FORMS: Pair[] = [
  ['有限公司', 'Co., Ltd.'], ['股份有限公司', 'Holdings Co., Ltd.'], ['科技有限公司', 'Technology Co., Ltd.'], ['实业有限公司', 'Industrial Co., Ltd.'],
];

export const FOREIGN_COMPANIES = [
  'Bakewell GmbH', 'Dough & Co. Ltd.', 'Ovenmaster Srl', 'Panifica SA', 'Mill Valley Inc.', 'Crumb Technologies BV',
  'Nordic Rye AB', 'Pâtisserie Lyon SAS', 'Alpine Ovens AG', 'Maple Bake Ltd.', 'Kyoto Sweets K.K.', 'Sydney Crust Pty Ltd',
];

/** Product category groups with their categories, and product names of each group. */
export const CATEGORY_GROUPS: { group: Pair; interest: string; categories: Pair[]; products: Pair[] }[] = [
  {
    group: ['烘焙设备', 'Baking Equipment'], interest: 'equipment',
    categories: [['烤箱', 'Ovens'], ['醒发箱', 'Proofers'], ['和面机', 'Mixers'], ['起酥机', 'Sheeters'], ['切片机', 'Slicers'], ['隧道炉', 'Tunnel Ovens']],
    products: [['全自动酥皮机', 'Automatic Pastry Sheeter'], ['热风旋转炉', 'Rotary Convection Oven'], ['双速和面机', 'Two-Speed Spiral Mixer'], ['恒温醒发箱', 'Climate-Controlled Proofer'], ['吐司切片机', 'Toast Slicer'], ['燃气隧道炉', 'Gas Tunnel Oven'], ['层炉', 'Deck Oven'], ['面团分割滚圆机', 'Dough Divider Rounder']],
  },
  {
    group: ['烘焙原料', 'Baking Ingredients'], interest: 'ingredients',
    categories: [['面粉', 'Flour'], ['酵母', 'Yeast'], ['油脂', 'Fats & Oils'], ['糖与甜味剂', 'Sugar & Sweeteners'], ['乳制品', 'Dairy']],
    products: [['低筋蛋糕粉', 'Low-Gluten Cake Flour'], ['高筋面包粉', 'High-Gluten Bread Flour'], ['即发干酵母', 'Instant Dry Yeast'], ['发酵黄油', 'Cultured Butter'], ['片状起酥油', 'Laminating Margarine'], ['淡奶油', 'Whipping Cream'], ['全麦粉', 'Whole Wheat Flour'], ['糖粉', 'Icing Sugar']],
  },
  {
    group: ['烘焙成品', 'Bakery Products'], interest: 'finished',
    categories: [['面包', 'Bread'], ['蛋糕', 'Cakes'], ['中式糕点', 'Chinese Pastries'], ['饼干', 'Biscuits'], ['月饼', 'Mooncakes']],
    products: [['法式可颂', 'French Croissant'], ['北海道吐司', 'Hokkaido Milk Toast'], ['广式月饼', 'Cantonese Mooncake'], ['黄油曲奇', 'Butter Cookies'], ['芝士蛋糕', 'Cheesecake'], ['蛋黄酥', 'Egg Yolk Pastry'], ['全麦欧包', 'Whole Wheat Country Loaf'], ['凤梨酥', 'Pineapple Cake']],
  },
  {
    group: ['包装与模具', 'Packaging & Bakeware'], interest: 'packaging',
    categories: [['食品包装', 'Food Packaging'], ['烘焙模具', 'Baking Moulds'], ['包装机械', 'Packaging Machines'], ['标签与印刷', 'Labels & Printing']],
    products: [['月饼模具', 'Mooncake Mould'], ['不粘吐司盒', 'Non-Stick Toast Tin'], ['蛋糕盒', 'Cake Box'], ['自动枕式包装机', 'Automatic Flow Wrapper'], ['硅胶烘焙垫', 'Silicone Baking Mat'], ['纸杯蛋糕托', 'Cupcake Liners']],
  },
  {
    group: ['巧克力与咖啡', 'Chocolate & Coffee'], interest: 'coffee',
    categories: [['巧克力', 'Chocolate'], ['可可制品', 'Cocoa Products'], ['咖啡豆', 'Coffee Beans'], ['咖啡设备', 'Coffee Machines']],
    products: [['黑巧克力币', 'Dark Chocolate Callets'], ['可可粉', 'Cocoa Powder'], ['意式咖啡机', 'Espresso Machine'], ['单一产地咖啡豆', 'Single-Origin Coffee Beans'], ['白巧克力', 'White Chocolate'], ['巧克力调温机', 'Chocolate Tempering Machine']],
  },
  {
    group: ['冷链与店铺', 'Cold Chain & Store'], interest: 'services',
    categories: [['冷藏展示柜', 'Display Fridges'], ['冷冻面团', 'Frozen Dough'], ['店铺设计', 'Store Design'], ['收银系统', 'POS Systems']],
    products: [['弧形蛋糕展示柜', 'Curved Cake Display'], ['冷冻可颂面团', 'Frozen Croissant Dough'], ['速冻柜', 'Blast Freezer'], ['智能收银系统', 'Smart POS System'], ['冷冻披萨饼底', 'Frozen Pizza Base']],
  },
];

export const NEWS_TOPICS: { zh: string; en: string }[] = [
  { zh: '展会观众预登记正式开启', en: 'Visitor pre-registration is now open' },
  { zh: '烘焙行业年度趋势报告发布', en: 'Annual bakery industry trend report published' },
  { zh: '国际展商数量创历史新高', en: 'International exhibitor numbers reach a record high' },
  { zh: '烘焙技能大赛报名启动', en: 'Registration opens for the Bakery Skills Championship' },
  { zh: '新品发布区展位即将售罄', en: 'Booths in the new product launch zone almost sold out' },
  { zh: '中国烘焙市场规模持续增长', en: 'China’s bakery market keeps growing' },
  { zh: '绿色包装成为展会焦点', en: 'Sustainable packaging takes centre stage' },
  { zh: '观众交通与住宿指南', en: 'Travel and hotel guide for visitors' },
  { zh: '咖啡与烘焙融合论坛嘉宾公布', en: 'Speakers announced for the coffee and bakery forum' },
  { zh: '冷冻面团技术研讨会回顾', en: 'Review of the frozen dough technology seminar' },
  { zh: '展会官方小程序上线', en: 'The show’s official mini program goes live' },
  { zh: '海外买家团对接会报名中', en: 'Matchmaking sessions for overseas buyer delegations' },
];

export const ACTIVITY_KINDS: { zh: string; en: string; host: Pair }[] = [
  { zh: '中国烘焙技能大赛', en: 'China Bakery Skills Championship', host: ['中国焙烤食品糖制品工业协会', 'China Association of Bakery & Confectionery Industry'] },
  { zh: '国际烘焙趋势论坛', en: 'International Bakery Trends Forum', host: ['展会组委会', 'Organising Committee'] },
  { zh: '月饼创新设计大赛', en: 'Mooncake Innovation Design Contest', host: ['焙烤展组委会', 'Organising Committee'] },
  { zh: '面包师大师课', en: 'Master Baker Class', host: ['世界面包师联盟', 'World Bakers Alliance'] },
  { zh: '咖啡与烘焙跨界沙龙', en: 'Coffee Meets Bakery Salon', host: ['精品咖啡协会', 'Specialty Coffee Association'] },
  { zh: '食品安全与法规研讨会', en: 'Food Safety and Regulation Seminar', host: ['食品安全研究院', 'Food Safety Institute'] },
  { zh: '烘焙连锁经营峰会', en: 'Bakery Chain Management Summit', host: ['连锁经营协会', 'Chain Store Association'] },
  { zh: '裱花艺术表演', en: 'Cake Decorating Showcase', host: ['裱花艺术学院', 'Academy of Cake Art'] },
];

export const LOREM_ZH = [
  '本届展会汇聚全球烘焙产业链上下游企业，覆盖原料、设备、包装、成品及门店经营等全部领域。',
  '展商将集中发布年度新品，现场演示先进的生产工艺与智能化解决方案。',
  '观众可通过官方网站预先登记，入场更加便捷，并可在线预约与展商洽谈。',
  '同期举办的论坛与赛事邀请了行业领袖和国际名师，分享市场洞察与技术经验。',
  '组委会将持续优化观展服务，为专业观众提供高效的商贸对接平台。',
  '产品坚持高标准原料与严格质量控制，已通过多项国际认证，深受烘焙师信赖。',
];

export const LOREM_EN = [
  'The show brings together companies from across the global bakery supply chain: ingredients, equipment, packaging, finished goods and retail.',
  'Exhibitors launch their new products of the year and demonstrate advanced production processes and smart solutions on site.',
  'Visitors can pre-register on the official website for faster entry and book meetings with exhibitors online.',
  'Forums and competitions held alongside the show invite industry leaders and international masters to share market insight and craft.',
  'The organisers keep improving visitor services to offer an efficient platform for trade matchmaking.',
  'Made from carefully selected raw materials under strict quality control, with several international certifications trusted by bakers.',
];
