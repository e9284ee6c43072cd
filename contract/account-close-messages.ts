// Closing an account, deleting a registration and the retention notice: their messages in both languages.
export const ACCOUNT_CLOSE_MESSAGES = {
  closeCodeNoChannel: { en: 'This account has no such contact to send a code to', zh: '该账号没有此联系方式，无法发送验证码' },
  closeAlready: { en: 'This account is already being closed', zh: '该账号已在注销中' },
  noticeLeadsMaskingSubject: { en: "Your leads' contact details will be masked", zh: '线索联系方式即将遮盖' },
  noticeLeadsMasking: {
    en: "The contact details of your leads from {title} will be masked on {date}, as the show's retention rules say. Export your leads (CSV) in the exhibitor centre before then.",
    zh: '根据展会的数据保留规则，您在{title}收集的线索联系方式将于{date}被遮盖。请在此之前于展商中心导出线索（CSV）。',
  },
} as const;
