// The questionnaire's country or region, and the province for China. The API keeps them as text;
// the form sends one spelling whatever its language (the English name of the country, the pinyin
// name of the province), so that the organiser's counts by region and an exhibitor's lead read
// alike for visitors of both languages. The names the visitor sees are in the page's language.

/** What the form sends for China (the English name, as for every country): the province list shows when it is chosen. */
export const CHINA = 'China';

/** China's provinces, municipalities and regions, by the pinyin name the form sends (their names: the visitor locale's `province.*`). */
export const PROVINCES = [
  'Beijing', 'Tianjin', 'Hebei', 'Shanxi', 'Inner Mongolia', 'Liaoning', 'Jilin', 'Heilongjiang', 'Shanghai', 'Jiangsu', 'Zhejiang', 'Anhui',
  'Fujian', 'Jiangxi', 'Shandong', 'Henan', 'Hubei', 'Hunan', 'Guangdong', 'Guangxi', 'Hainan', 'Chongqing', 'Sichuan', 'Guizhou', 'Yunnan',
  'Xizang', 'Shaanxi', 'Gansu', 'Qinghai', 'Ningxia', 'Xinjiang', 'Hong Kong', 'Macao', 'Taiwan',
] as const;
