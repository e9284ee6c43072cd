import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IMAGE_SIZES, PROFILE_LIMITS, isProfileComplete, messageText, Envelope, MemberInfo, AvatarUpload, ImageUpload, type Language } from '@expo/contract';
import type { FastifyRequest } from 'fastify';
import { invalidField, ok } from '../../lib/envelope';
import { mediaUrl } from '../content/query';
import { storeImage, ImageRejected } from '../media/store';
import { imageRefused, receiveFile, registerUploads, takeUploadSlot } from '../media/uploads';
import { assertSameUser, memberIdOf } from '../auth/services';
import { checkEmail, checkMobile } from '../auth/validate';
import { bindingRoutes } from './binding';
import { confirmContactChanges, contactCodeRoutes, contactWord } from './contact-change';
import { bindingDomainRoutes } from './binding-domain';
import { bindingInviteRoutes } from './binding-invites';
import { teamRoutes } from './team';


const ProfileBody = Type.Object({
  id: Type.Optional(Type.Integer()),
  avatar: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  nickname: Type.Optional(Type.String({ maxLength: 1000 })),
  email: Type.Optional(Type.String({ maxLength: 1000 })),
  mobile: Type.Optional(Type.String({ maxLength: 1000 })),
  companyName: Type.Optional(Type.String({ maxLength: 1000 })),
  position: Type.Optional(Type.String({ maxLength: 1000 })),
  remark: Type.Optional(Type.String({ maxLength: 5000 })),
  mobileCode: Type.Optional(Type.String({ maxLength: 20, description: 'the code sent to a new mobile (sendContactCode)' })),
  emailCode: Type.Optional(Type.String({ maxLength: 20, description: 'the code sent to a new e-mail (sendContactCode)' })),
});

/** The signed-in member: info, profile, avatar and exhibitor binding. */
export const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  await registerUploads(app);

  app.get('/auth/getInfo', { schema: { summary: 'The signed-in member', response: { 200: Envelope(MemberInfo) } } }, async (request) => {
    const member = await db.selectFrom('member').selectAll().where('id', '=', memberIdOf(request)).executeTakeFirstOrThrow();
    return ok({
      id: member.id,
      nickname: member.nickname,
      avatar: mediaUrl(member.avatar),
      mobile: member.mobile,
      email: member.email,
      companyName: member.company_name,
      position: member.position,
      remark: member.remark,
      exhibitorId: member.exhibitor_id,
      profileComplete: isProfileComplete(member),
    });
  });

  app.post('/member/updateProfile', { config: { errors: [700] }, schema: { summary: 'Change my profile', response: { 200: Envelope(Type.Null()) }, body: ProfileBody } }, async (request) => {
    const lang = request.lang;
    const memberId = memberIdOf(request);
    const body = request.body;
    if (body.id !== undefined) assertSameUser(request, body.id);
    const text = (field: keyof typeof PROFILE_LIMITS) => limitedText(lang, field, body[field], PROFILE_LIMITS[field]);
    const changes = {
      nickname: text('nickname'),
      company_name: text('companyName'),
      position: text('position'),
      remark: text('remark'),
      avatar: body.avatar === undefined ? undefined : avatarId(lang, body.avatar),
      mobile: body.mobile === undefined ? undefined : body.mobile.trim() ? checkMobile(lang, body.mobile) : null,
      email: body.email === undefined ? undefined : body.email.trim() ? checkEmail(lang, body.email) : null,
    };
    const current = await db.selectFrom('member').select(['mobile', 'email']).where('id', '=', memberId).executeTakeFirstOrThrow();
    // A member keeps at least one way to sign in.
    if ((changes.mobile === null || (changes.mobile === undefined && !current.mobile)) && (changes.email === null || (changes.email === undefined && !current.email))) {
      throw invalidField(changes.mobile === null ? 'mobile' : 'email', messageText(lang, 'noBlank'));
    }
    if (changes.avatar) {
      const exists = await db.selectFrom('media').select('id').where('id', '=', changes.avatar).executeTakeFirst();
      if (!exists) throw invalidField('avatar', messageText(lang, 'notImage'));
    }
    // A new sign-in mobile or e-mail needs the code sent to it (contact-change.ts).
    const contactChanges = (['mobile', 'email'] as const)
      .filter((field) => changes[field] && changes[field] !== current[field])
      .map((field) => ({ field, value: changes[field]!, code: body[`${field}Code`] }));
    if (contactChanges.length) await confirmContactChanges(db, app.auth.codes, lang, memberId, contactChanges);
    try {
      await db.updateTable('member').set({ ...changes, updated_at: new Date() }).where('id', '=', memberId).execute();
    } catch (error) {
      // Taken by another account since the code was checked: the member has shown the number or address is theirs.
      const { code, constraint } = error as { code?: string; constraint?: string };
      const taken = contactChanges.find(({ field }) => constraint === `member_${field}_key`) ?? contactChanges[0];
      if (code === '23505' && taken) throw invalidField(taken.field, messageText(lang, 'contactTaken', { what: contactWord(lang, taken.field) }));
      throw error;
    }
    return ok(null);
  });

  // Uploads: images only (checked by content), re-encoded to the size of their use, served from /api/media;
  // a member's uploads per hour are counted before the file is read.
  const upload = (size: { width: number; height: number }) => async (request: FastifyRequest) => {
    await takeUploadSlot(db, memberIdOf(request), request.lang);
    const bytes = await receiveFile(request);
    try {
      return mediaUrl(await storeImage(db, bytes, size));
    } catch (error) {
      if (error instanceof ImageRejected) throw imageRefused(request.lang, 'file', error.reason);
      throw error;
    }
  };
  const avatarUpload = upload({ width: 400, height: 400 });
  app.post('/member/avatar', { config: { upload: true }, schema: { summary: 'Upload an avatar (multipart, one image file)', response: { 200: Envelope(AvatarUpload) } } }, async (request) => ok({ avatar: await avatarUpload(request) }));

  // Demand images: a product photo (photo size) or a brand logo (logo size).
  const imageUploads = { photo: upload(IMAGE_SIZES.photo), logo: upload(IMAGE_SIZES.logo) };
  app.post(
    '/member/image',
    { config: { upload: true }, schema: { summary: 'Upload a demand picture (multipart, one image file)', response: { 200: Envelope(ImageUpload) }, querystring: Type.Object({ use: Type.Union([Type.Literal('photo'), Type.Literal('logo')]) }) } },
    async (request) => ok({ url: await imageUploads[request.query.use](request) }),
  );

  await app.register(bindingRoutes);
  await app.register(contactCodeRoutes);
  for (const routes of [bindingInviteRoutes, bindingDomainRoutes, teamRoutes]) await app.register(routes);
};

function limitedText(lang: Language, field: string, value: string | undefined, max: number): string | null | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if ([...text].length > max) throw invalidField(field, messageText(lang, 'maxLength', { n: max }));
  return text || null;
}

/** The avatar is given as its media URL (as upload answered) or null to remove it. */
function avatarId(lang: Language, value: string | null): string | null {
  if (value === null || value === '') return null;
  const match = value.match(/^(?:\/api\/media\/)?([0-9a-f]{16})$/);
  if (!match?.[1]) throw invalidField('avatar', messageText(lang, 'notImage'));
  return match[1];
}
