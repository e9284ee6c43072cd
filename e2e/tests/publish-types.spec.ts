import sharp from 'sharp';
import { registerMember, signInBrowser } from './accounts';
import { expect, openPage, test } from './fixtures';

// A member on a phone publishes a supply offer, a job search and a recruitment notice in Chinese:
// each lands in "my posts" as posted and in review.

test.use({ viewport: { width: 375, height: 800 } });

test('supply, job and recruit demands are published from a phone, in Chinese', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await registerMember(request, '手机发布者');
  await signInBrowser(page, member, '手机发布者');
  const photo = await sharp({ create: { width: 160, height: 120, channels: 3, background: { r: 200, g: 150, b: 80 } } }).png().toBuffer();
  const stamp = Date.now();

  await openPage(page, '/demand/publish/?demandType=2');
  await page.getByLabel('产品名称 *').fill(`有机全麦粉 ${stamp}`);
  await page.getByLabel('产品类别 *').selectOption({ index: 1 });
  await page.getByLabel('数量 *').fill('20000');
  await page.getByLabel('产品图片 *').setInputFiles({ name: 'flour.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('img', { name: '产品图片' })).toBeVisible();
  await page.getByLabel('详细描述 *').fill('石磨有机全麦粉，25公斤袋装，全国发货。');
  await page.getByLabel('公司名称 *').fill('金穗面粉厂');
  await page.getByLabel('公司地址 *').fill('天津市西青区6号');
  await expect(page.getByLabel('手机 *')).toHaveValue(member.mobile);
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/publish\/supply\/$/);
  await expect(page.getByText('已提交，审核中').first()).toBeVisible();

  await openPage(page, '/demand/publish/?demandType=3');
  await page.getByLabel('姓名 *').fill('王师傅');
  await page.getByLabel('职位 *').fill('面包师');
  await page.getByLabel('年龄 *').fill('15');
  await page.getByLabel('学历 *').selectOption({ index: 1 });
  await page.getByLabel('工作经验 *').selectOption({ index: 1 });
  await page.getByLabel('现居城市 *').fill('苏州');
  await page.getByLabel('意向城市 *').fill('上海');
  await page.getByLabel('有效期至 *').fill('2027-06-30');
  await page.getByLabel('详细描述 *').fill('十年面包房经验，擅长欧包。');
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page.getByText('年龄须在16到70岁之间')).toBeVisible();
  await page.getByLabel('年龄 *').fill('32');
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/publish\/job\/$/);

  await openPage(page, '/demand/publish/?demandType=4');
  await page.getByLabel('职位 *').fill(`裱花师 ${stamp}`);
  await page.getByLabel('公司名称 *').fill('上海麦香面包坊');
  await page.getByLabel('公司地址 *').fill('上海市徐汇区88号');
  await page.getByLabel('联系人 *').fill('李经理');
  await page.getByLabel('意向城市 *').fill('上海');
  await page.getByLabel('学历 *').selectOption({ index: 1 });
  await page.getByLabel('工作经验 *').selectOption({ index: 1 });
  await page.getByLabel('有效期至 *').fill('2027-07-31');
  await page.getByLabel('详细描述 *').fill('<script>alert(1)</script> 招聘裱花师两名。');
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/publish\/recruit\/$/);
  await page.getByRole('link', { name: `裱花师 ${stamp}` }).click();
  await expect(page.getByText('<script>alert(1)</script> 招聘裱花师两名。')).toBeVisible();
});
