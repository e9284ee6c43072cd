// What the onboarding says (issue 32, items 5 and 6), in both languages: the claim invitation and
// the reminder e-mails to an exhibitor's contact address. Part of MESSAGES (messages.ts).

export const ONBOARDING_MESSAGES = {
  claimSubject: { zh: '请认领 {name} 的展商中心', en: 'Claim the exhibitor centre of {name}' },
  claimBody: {
    zh: '您好：\n\n主办方邀请 {name} 认领展商中心。认领后，贵公司的团队可以在展商中心维护公司资料、产品和展位活动，并查看观众的留言和洽谈。\n\n请打开下面的链接，登录或注册账号后点击绑定（邀请码已自动填写）：\n{link}\n\n邀请码：{code}\n有效期至 {date}（北京时间），只能使用一次。如已收到更新的邀请，请以最新的一封为准。',
    en: 'Hello,\n\nThe organiser invites {name} to claim its exhibitor centre. Once claimed, your team can keep the company profile, products and booth events up to date there, and answer visitors\' inquiries and meetings.\n\nOpen this link, sign in or register, then bind (the invitation code is filled in):\n{link}\n\nInvitation code: {code}\nValid until {date} (China time), for one use. If you received a newer invitation, use the newest one.',
  },
  remindSubject: { zh: '{name} 的展商资料尚未完善', en: 'The exhibitor profile of {name} is not complete yet' },
  remindBody: {
    zh: '您好：\n\n{name} 在展商中心的公司资料目前完成了 {percent}%。完整的资料（中英文名称、简介、地址、标志、图片、官网和联系方式）能让观众更容易找到贵公司。\n\n请登录展商中心补充资料：\n{link}',
    en: 'Hello,\n\nThe company profile of {name} in the exhibitor centre is {percent}% complete. A complete profile (names, introduction and address in Chinese and English, logo, photos, website and contact) helps visitors find you.\n\nPlease sign in to the exhibitor centre to complete it:\n{link}',
  },
  onboardingTooManyIds: { zh: '一次最多选择{n}个展商', en: 'Choose at most {n} exhibitors at a time' },
} as const;
