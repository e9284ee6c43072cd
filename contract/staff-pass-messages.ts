// What staff passes and the gates' days say (issue 34, item 2), in both languages. Part of MESSAGES (messages.ts).

export const STAFF_PASS_MESSAGES = {
  staffPassesFull: { en: 'Your exhibitor has used all {n} of its staff passes; ask the organiser for more', zh: '贵公司的{n}张工作证已全部使用，请向主办方申请增加' },
  staffPassExists: { en: 'This person already holds one of your staff passes', zh: '此人已持有贵公司的工作证' },
  staffPassUnknown: { en: 'No such staff pass', zh: '工作证不存在' },
  staffPassRevoked: { en: 'This staff pass has been revoked and cannot be handed over', zh: '该工作证已作废，不能转交' },
  staffPassErased: { en: "This pass holder's data was deleted: the pass cannot be handed over; add a new pass instead", zh: '该工作证持有人的个人数据已删除，不能转交，请新增工作证' },
  staffRequestPending: { en: 'Your exhibitor has a request waiting for the organiser already', zh: '贵公司已有一项申请等待主办方处理' },
  staffRequestUnknown: { en: 'No such request', zh: '申请不存在' },
  staffRequestDecided: { en: 'This request has been decided already', zh: '该申请已处理' },
  staffPassLink: { en: 'Your exhibitor staff pass for {title} ({company}), number {number}: {link} Show its QR code at the entrance on build-up, show and tear-down days.', zh: '您的{title}展商工作证（{company}，证号{number}）：{link} 布展、展期和撤展日入场时出示二维码。' },
  staffPassLinkSubject: { en: 'Your exhibitor staff pass for {title}', zh: '您的{title}展商工作证' },
  staffNotLead: { en: 'Exhibitor staff: a staff pass is not a lead, nothing was recorded', zh: '展商工作人员：工作证不计入潜在客户，未作记录' },
  badgeValidFrom: { en: '{kind} are valid from {date}', zh: '{kind}自{date}起有效' },
  badgeValidUntil: { en: '{kind} were valid until {date}', zh: '{kind}有效期至{date}' },
  badgeKindVisitor: { en: 'Visitor badges', zh: '访客证' },
  badgeKindStaff: { en: 'Staff passes', zh: '工作证' },
  badgeKindMedia: { en: 'Media badges', zh: '媒体证' },
} as const;
