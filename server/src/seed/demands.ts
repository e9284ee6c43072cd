import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../lib/passwords';

/**
 * The demo demand board: a few approved demands of each type from demo members (who cannot sign
 * in: their passwords are random), so a new site does not open on an empty board. Members and
 * demands of real users are never touched; the demo ones are replaced on every seed.
 */
export const DEMO_MEMBERS = [
  { mobile: '13900000001', nickname: '面包坊采购部', company_name: '上海麦香面包坊' },
  { mobile: '13900000002', nickname: 'Golden Ear Sales', company_name: 'Golden Ear Flour Milling Co., Ltd.' },
  { mobile: '13900000003', nickname: '烘焙人才', company_name: null },
] as const;

export async function seedDemoDemands(trx: Transaction<Database>, categoryId: number): Promise<number> {
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const ids: number[] = [];
  for (const member of DEMO_MEMBERS) {
    const existing = await trx.selectFrom('member').select('id').where('mobile', '=', member.mobile).executeTakeFirst();
    const id = existing?.id ?? (await trx.insertInto('member').values({ ...member, password_hash: passwordHash }).returning('id').executeTakeFirstOrThrow()).id;
    ids.push(id);
  }
  await trx.deleteFrom('demand').where('member_id', 'in', ids).execute();
  const [buyer, seller, people] = ids as [number, number, number];
  const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 2)).toISOString();
  // The demo demands stay on the board for a year from the seed (the board hides expired ones).
  const until = new Date(Date.now() + 365 * 24 * 3600_000).toISOString();
  const approved = (n: number) => ({ status: 'approved', created_at: day(n), updated_at: day(n), reviewed_at: day(n), reviewed_by: 'seed', approved_at: day(n), expires_at: until });
  const rows: Array<Record<string, unknown>> = [
    { member_id: buyer, demand_type: 1, product_name: '法式黄油可颂冷冻面团', product_category_id: categoryId, production: 20000, demand_time: 'month', regional_req: '华东地区', brand_req: 'N/A', intro: '连锁门店长期采购冷冻可颂面团，要求稳定供货与冷链配送。', company_name: '上海麦香面包坊', company_address: '上海市徐汇区漕溪北路88号', mobile: '13900000001', email: 'purchase@maixiang.example.com', ...approved(1) },
    { member_id: buyer, demand_type: 1, product_name: 'Deck ovens, three decks', product_category_id: categoryId, production: 12, demand_time: 'quarter', regional_req: 'Delivery to Shanghai', brand_req: 'N/A', intro: 'A new central bakery needs twelve three-deck ovens with steam, installed and commissioned.', company_name: 'Harbour Bakery Group', company_address: '18 Harbour Road, Hong Kong', mobile: '13900000001', email: 'ovens@harbour.example.com', ...approved(3) },
    { member_id: seller, demand_type: 2, product_name: 'Bread flour T65', product_category_id: categoryId, production: 500000, product_brand: 'Golden Ear', regional_req: 'Nationwide', intro: 'Stone-milled T65 flour for artisan bread, 25 kg bags, monthly capacity 500 tonnes.', company_name: 'Golden Ear Flour Milling Co., Ltd.', company_address: '66 Wheat Road, Tianjin', mobile: '13900000002', email: 'sales@goldenear.example.com', ...approved(2) },
    { member_id: seller, demand_type: 2, product_name: '低糖烘焙专用奶油', product_category_id: categoryId, production: 80000, product_brand: 'N/A', regional_req: '全国', intro: '低糖配方动物奶油，适用于蛋糕裱花与慕斯，支持小批量试样。', company_name: '金穗乳业有限公司', company_address: '天津市西青区工业园6号', mobile: '13900000002', email: null, ...approved(4) },
    { member_id: people, demand_type: 3, member_name: '李明', job_title: '西点主厨', age: 32, edu: 'college', work_experience: '5-10', now_city: '杭州', intention_city: '上海', effective_time: '2027-06-30', intro: '八年酒店西点经验，擅长法式甜点与婚礼蛋糕，可带团队。', mobile: '13900000003', email: 'liming@example.com', ...approved(5) },
    { member_id: people, demand_type: 3, member_name: 'Anna Weber', job_title: 'Bakery production manager', age: 38, edu: 'bachelor', work_experience: '10+', now_city: 'Munich', intention_city: 'Shanghai', effective_time: '2027-05-31', intro: 'Twelve years running industrial bread lines; looking for a plant manager role in China.', mobile: '13900000003', email: 'anna.weber@example.com', ...approved(6) },
    { member_id: buyer, demand_type: 4, job_title: '面包师', company_name: '上海麦香面包坊', company_address: '上海市徐汇区漕溪北路88号', nickname: '王经理', intention_city: '上海', edu: 'high_school', work_experience: '1-3', effective_time: '2027-06-30', intro: '招聘面包师5名，提供住宿与培训，月薪8000元起。', mobile: '13900000001', email: 'hr@maixiang.example.com', ...approved(7) },
    { member_id: seller, demand_type: 4, job_title: 'Export sales manager', company_name: 'Golden Ear Flour Milling Co., Ltd.', company_address: '66 Wheat Road, Tianjin', nickname: 'Ms Zhou', intention_city: 'Tianjin', edu: 'bachelor', work_experience: '3-5', effective_time: '2027-07-31', intro: 'Sell our flour to bakeries in Southeast Asia. English required, travel 30%.', mobile: '13900000002', email: 'jobs@goldenear.example.com', ...approved(8) },
  ];
  await trx.insertInto('demand').values(rows as never).execute();
  return rows.length;
}
