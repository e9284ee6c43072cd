import { Type, type Static } from '@sinclair/typebox';
import { OptInt, OptStr } from './nullable';

// Shapes of the account and member calls (docs/api.md, "Accounts" and "Demands, claims,
// collections, inquiries, live"). Kept apart from the form rules, which the site's pages load.


/** A session token: what sign-in and register calls answer (`Authorization: Bearer <token>`). */
export const SessionToken = Type.String({ description: 'A session token' });

export const Captcha = Type.Object({
  captchaId: Type.String(),
  /** a PNG data URL */
  image: Type.String(),
  /** the PEM key that encrypts the mobile or e-mail of a code request */
  publicKey: Type.String(),
});
export type Captcha = Static<typeof Captcha>;

export const MemberInfo = Type.Object({
  id: Type.Integer(),
  nickname: OptStr,
  avatar: OptStr,
  mobile: OptStr,
  email: OptStr,
  companyName: OptStr,
  position: OptStr,
  remark: OptStr,
  exhibitorId: OptInt,
  profileComplete: Type.Boolean(),
});
export type MemberInfo = Static<typeof MemberInfo>;

/** A code to confirm a new sign-in mobile or e-mail (exactly one of them): `/member/sendContactCode`. */
export const ContactCodeBody = Type.Object({
  mobile: Type.Optional(Type.String({ maxLength: 1000 })),
  email: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type ContactCodeBody = Static<typeof ContactCodeBody>;

/** With a changed sign-in mobile or e-mail, updateProfile needs the code sent to it. */
export interface ContactCodes {
  mobileCode?: string;
  emailCode?: string;
}

export const AvatarUpload = Type.Object({ avatar: OptStr });
export const ImageUpload = Type.Object({ url: OptStr });

/** The bound exhibitor as the binding page shows it. */
export const ExhibitorCard = Type.Object({
  exhibitorId: Type.Integer(),
  logo: OptStr,
  companyName: Type.String(),
  companyNameEn: OptStr,
  email: OptStr,
  address: OptStr,
  website: OptStr,
  phone: OptStr,
  fax: OptStr,
});
export type ExhibitorCard = Static<typeof ExhibitorCard>;

export const MarkTargetType = Type.Union([Type.Literal('activity'), Type.Literal('exhibitor'), Type.Literal('product')]);

export const MarkState = Type.Object({
  targetType: MarkTargetType,
  targetId: Type.Integer(),
  likeCount: Type.Integer(),
  collectCount: Type.Integer(),
  liked: Type.Boolean(),
  collected: Type.Boolean(),
});
export type MarkState = Static<typeof MarkState>;

export const CollectItem = Type.Object({ id: Type.Integer(), title: Type.String(), image: OptStr, targetType: MarkTargetType, collectTime: Type.String() });
export type CollectItem = Static<typeof CollectItem>;

export const Inquiry = Type.Object({
  id: Type.Integer(),
  exhibitorId: OptInt,
  exhibitorName: OptStr,
  productId: OptInt,
  productName: OptStr,
  name: Type.String(),
  mobile: OptStr,
  email: OptStr,
  quantity: OptInt,
  contents: Type.String(),
  createTime: Type.String(),
});
export type Inquiry = Static<typeof Inquiry>;

export const Created = Type.Object({ id: Type.Integer() });
