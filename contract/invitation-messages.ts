// What invitations say (issue 34, item 1), in both languages: errors, and the invitation e-mail a
// team sends to its buyers. Part of MESSAGES (messages.ts).

export const INVITATION_MESSAGES = {
  invitationUnknown: { en: 'This invitation code is not valid', zh: '邀请码无效' },
  invitationUsedUp: { en: 'This invitation has been used up; you can register without it', zh: '该邀请已用完，您可以不使用邀请码直接登记' },
  invitationCodesCap: { en: 'Your exhibitor may hold at most {n} single-use codes; {left} are left', zh: '每个展商最多可生成{n}个一次性邀请码，还可生成{left}个' },
  invitationNoMail: { en: 'Paste at least one e-mail address', zh: '请粘贴至少一个邮箱地址' },
  invitationTooManyAddresses: { en: 'Paste at most {n} addresses at a time', zh: '一次最多粘贴{n}个邮箱地址' },
  invitationOwner: { en: 'Choose a media partner, or name a campaign', zh: '请选择媒体合作伙伴，或填写推广活动名称' },
  invitationMailSubject: { en: '{exhibitor} invites you to {show}', zh: '{exhibitor} 邀请您参观{show}' },
  invitationMailBody: {
    en: 'Hello,\n\n{exhibitor} invites you to visit {show} ({dates}) as its guest. Register free with this link and get your e-badge for the entrance:\n{link}\n{note}\nThis invitation is for you alone and can be used once.\n\nYou received this e-mail because {exhibitor} entered your address to invite you. To receive no more invitations from exhibitors of this show: {unsubscribe}',
    zh: '您好：\n\n{exhibitor} 诚邀您作为其嘉宾参观{show}（{dates}）。请通过以下链接免费登记，获取入场电子胸卡：\n{link}\n{note}\n此邀请仅限您本人使用一次。\n\n您收到此邮件，是因为 {exhibitor} 填写了您的邮箱以邀请您。如不希望再收到本展会展商的邀请，请打开：{unsubscribe}',
  },
  unsubscribeTitle: { en: 'No more invitations', zh: '不再接收邀请' },
  unsubscribeAsk: { en: 'Receive no more invitation e-mails from exhibitors of this show at {email}?', zh: '{email} 不再接收本展会展商的邀请邮件？' },
  unsubscribeButton: { en: 'Unsubscribe', zh: '退订' },
  unsubscribeDone: { en: 'Done: {email} will receive no more invitations from exhibitors of this show.', zh: '已退订：{email} 将不再收到本展会展商的邀请。' },
} as const;
