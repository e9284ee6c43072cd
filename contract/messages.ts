import { PASSWORD_MAX, type AccountProblem } from './account';
import type { Language } from './constants';

/**
 * The messages the API shows to people, in both languages: the server's errors answer them, and
 * the site's forms may show the same texts for the same problems. The English texts of SPEC.md
 * section 5 are kept word for word. `{name}` marks a parameter.
 */
export const MESSAGES = {
  noBlank: { en: 'No blank', zh: '不能为空' },
  enterMobile: { en: 'Please enter your mob number', zh: '请输入手机号' },
  wrongPhone: { en: 'Wrong phone number', zh: '手机号码格式不正确' },
  wrongEmail: { en: 'Wrong email format', zh: '邮箱格式不正确' },
  moreThan6: { en: 'More than 6', zh: '密码至少6位' },
  notSame: { en: 'Not same', zh: '两次输入的密码不一致' },
  tooLong: { en: 'Max length is {n} characters', zh: '最多{n}个字符' },
  captchaFailed: { en: 'failed', zh: '图形验证码错误' },
  badCipher: { en: 'The request could not be read, please refresh the page and try again', zh: '请求无法识别，请刷新页面后重试' },
  codeSent: { en: 'The code has been sent', zh: '验证码已发送' },
  sendFailed: { en: 'The code could not be sent, please try again later', zh: '验证码发送失败，请稍后再试' },
  codeWrong: { en: 'Wrong or expired code', zh: '验证码错误或已过期' },
  waitBeforeResend: { en: 'Please wait {n} seconds before asking for another code', zh: '请{n}秒后再获取验证码' },
  dailyCodeCap: { en: 'Too many codes today for this account, please try again tomorrow', zh: '今日获取验证码次数过多，请明天再试' },
  tooManyRequests: { en: 'Too many requests, please try again later', zh: '请求过于频繁，请稍后再试' },
  mustAgree: { en: 'Please read and accept the privacy policy and user agreement', zh: '请阅读并同意隐私政策和用户协议' },
  accountExists: { en: 'This account is already registered, please sign in', zh: '该账号已注册，请直接登录' },
  wrongCredentials: { en: 'Wrong username or password', zh: '用户名或密码错误' },
  locked: { en: 'Too many failed sign-ins, please try again in {n} minutes', zh: '登录失败次数过多，请{n}分钟后再试' },
  signIn: { en: 'Invalid, please sign in', zh: '登录已失效，请重新登录' },
  otherUser: { en: 'No access, please sign in', zh: '无权访问，请重新登录' },
  noAccess: { en: 'No access', zh: '无权访问' },
  resetDone: { en: 'Your password has been changed, please sign in', zh: '密码已重置，请登录' },
  maxLength: { en: 'Max length is {n} characters', zh: '最多{n}个字符' },
  notImage: { en: 'Please upload a JPG, PNG, WebP or GIF image', zh: '请上传JPG、PNG、WebP或GIF格式的图片' },
  imageTooLarge: { en: 'The image is larger than {n} MB', zh: '图片不能超过{n}MB' },
  bindFailed: { en: 'Wrong exhibitor username or password', zh: '展商账号或密码错误' },
  alreadyBound: { en: 'An exhibitor account is already bound, unbind it first', zh: '已绑定展商账号，请先解绑' },
  notBound: { en: 'No exhibitor account is bound', zh: '尚未绑定展商账号' },
  contactTaken: { en: 'This {what} belongs to another account', zh: '该{what}已被其他账号使用' },
  pleaseEnter: { en: 'Please enter', zh: '请输入' },
  pleaseChoose: { en: 'Please choose', zh: '请选择' },
  pleaseUpload: { en: 'Please upload', zh: '请上传' },
  wholeNumber: { en: 'Please enter a whole number greater than 0', zh: '请输入大于0的整数' },
  amountMax: { en: 'The amount can be at most {n}', zh: '数量最多为{n}' },
  ageRange: { en: 'Age must be from {min} to {max}', zh: '年龄须在{min}到{max}岁之间' },
  badDate: { en: 'Please choose a valid date', zh: '请选择有效日期' },
  postedInReview: { en: 'Posted, in review', zh: '已发布，审核中' },
  notYours: { en: 'You can only change your own demands', zh: '只能修改自己发布的需求' },
  ownDemand: { en: 'You cannot claim your own demand', zh: '不能认领自己发布的需求' },
  badValue: { en: 'Invalid value', zh: '格式不正确' },
  badFormat: { en: 'Invalid format: {problem}', zh: '格式不正确：{problem}' },
  unknownField: { en: 'Unknown field', zh: '未知字段' },
  badKey: { en: 'Letters, digits, /, _ and - only', zh: '只能包含字母、数字、/、_ 和 -' },
  fileType: { en: 'Please upload a PDF, Word, Excel, PowerPoint, ZIP, JPG or PNG file', zh: '请上传PDF、Word、Excel、PowerPoint、ZIP、JPG或PNG文件' },
  fileTooLarge: { en: 'The file is larger than {n} MB', zh: '文件不能超过{n}MB' },
  fileEmpty: { en: 'The file is empty', zh: '文件为空' },
  passwordMin8: { en: 'At least 8 characters', zh: '至少8个字符' },
  refMissing: { en: 'The record this refers to does not exist', zh: '引用的记录不存在' },
  keyTaken: { en: 'A record with this key already exists', zh: '已存在相同标识的记录' },
  nameNeeded: { en: 'A name or title is needed in at least one language', zh: '至少需要一种语言的名称或标题' },
  valueMissing: { en: 'A required value is missing', zh: '缺少必填项' },
  inUse: { en: 'Other records still refer to this one', zh: '仍有其他记录引用此记录' },
  fixedSet: { en: 'These records are the site\'s own set: they can be changed, not added or deleted', zh: '此类记录为网站固定项，只能修改，不能新增或删除' },
  nothingToChange: { en: 'Nothing to change: no field was given', zh: '没有要修改的字段' },
  noApi: { en: 'No API at {path}', zh: '接口不存在：{path}' },
  completeProfile: { en: 'Please complete your profile (nickname) first', zh: '请先完善个人信息（昵称）' },
  outsideShowHours: {
    en: 'Choose a time during the show: {start} to {end}, {opens} to {closes} China time (a visit takes {minutes} minutes)',
    zh: '请选择展会期间的时间：{start}至{end}，每天{opens}至{closes}（北京时间，每次参观{minutes}分钟）',
  },
  notCollected: { en: 'Collect this exhibitor or product first, then plan its visit', zh: '请先收藏该展商或展品，再安排参观时间' },
  feedName: { en: '{show}: my visit plan', zh: '{show}：我的参观计划' },
  visitTitle: { en: 'Visit {name}', zh: '参观 {name}' },
  visitAtBooth: { en: 'Visit {name} (booth {booth})', zh: '参观 {name}（展位 {booth}）' },
  productOf: { en: 'Exhibit of {exhibitor}', zh: '{exhibitor} 的展品' },
  boothCode: { en: 'Booth {booth}', zh: '展位 {booth}' },
  linkOff: { en: 'This link has been turned off', zh: '该链接已关闭' },
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** A message in a language, its `{name}` parameters filled in. */
export function messageText(lang: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The text of a form value's problem (contract/account.ts), as the server would answer it. */
export function accountProblemText(lang: Language, problem: AccountProblem): string {
  return messageText(lang, problem, { n: PASSWORD_MAX });
}
