import React, { useEffect, useMemo, useState } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { CategoryGroup, CentreItem, CentreOverview, Draft, DraftKind, DraftValues, Region } from '@expo/contract';
import { askDialog, notify } from '../../components/feedback/feedback-store';
import { PrimaryButton, SecondaryButton } from '../../components/form/form-ui';
import { LoadingDots } from '../../components/ui/LoadingDots';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { MemberApiError } from '../../lib/api/member-client';
import { useMemberApi } from '../../lib/api/use-member-api';
import { useMemberRead } from '../../lib/api/use-member-read';
import { usePublicRead } from '../../lib/api/use-public-read';
import { formatShowDate, formatShowTime } from '../../lib/format/date';
import { localizedPath } from '../../lib/i18n/paths';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { media, theme } from '../../styles/theme';
import { discardDraft, draftPath, isDraftConflict, itemPath, saveDraft, submitDraft, type DraftConflictData } from './centre-api';
import { Completeness } from './Completeness';
import { ConflictPanel } from './ConflictPanel';
import { FieldControl, type Option } from './FieldControl';
import { differingFields, emptyValues, formRows, type FormRow } from './form-layout';

type Base = { id: number | null; version: number; status: Draft['status'] | null; draft: Draft | null };

/**
 * One record's form (the profile, a product, a booth event): the open draft if there is one, else
 * the published version. Saving names the draft version it builds on; a 409 shows both versions
 * and keeps the member's values in the form. Submitting sends it to review (or live, when trusted).
 */
export function RecordEditor({ kind, recordId, draftId = null, overview }: { kind: DraftKind; recordId: number | null; draftId?: number | null; overview: CentreOverview }) {
  const { t } = useTranslation('centre');
  const { t: tc } = useTranslation();
  const { language } = usePageLanguage();
  const api = useMemberApi();
  const item = useMemberRead<CentreItem>(recordId !== null ? itemPath(kind, recordId) : null);
  const stored = useMemberRead<Draft>(draftId !== null ? draftPath(draftId) : null);
  const [values, setValues] = useState<DraftValues | null>(recordId === null && draftId === null ? emptyValues(kind) : null);
  const [saved, setSaved] = useState<DraftValues | null>(values);
  const [base, setBase] = useState<Base>({ id: null, version: 0, status: null, draft: null });
  const [conflict, setConflict] = useState<DraftConflictData | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const options = useOptions(kind);

  useEffect(() => {
    if (values !== null) return;
    const draft = item.data ? item.data.draft : stored.data ?? null;
    const published = item.data?.published ?? null;
    if (!draft && !published) return;
    const start = { ...emptyValues(kind), ...(draft?.fields ?? published) };
    setValues(start);
    setSaved(start);
    if (draft) setBase({ id: draft.id, version: draft.version, status: draft.status, draft });
  }, [item.data, stored.data, values, kind]);

  if (item.error || stored.error) return <p role="alert">{(item.error ?? stored.error)!.message}</p>;
  if (!values) return <LoadingDots label={t('loading')} />;
  const dirty = !saved || differingFields(kind, values, saved).length > 0;
  const publishes = overview.trusted && !overview.afterDeadline;
  const set = (field: string, value: unknown) => {
    setValues((was) => ({ ...was, [field]: value }));
    setErrors((was) => ({ ...was, [field]: '' }));
  };

  const save = async (): Promise<Draft | null> => {
    setErrors({});
    try {
      const draft = await saveDraft(api, { kind, recordId, draftId: base.id, version: base.version, fields: values });
      setBase({ id: draft.id, version: draft.version, status: draft.status, draft });
      setSaved(values);
      setConflict(null);
      // A new record's draft gets its own address, so that a reload finds it again.
      if (recordId === null && draftId === null) void navigate(localizedPath(routes.exhibitorCentreSection(`${kind === 'product' ? 'products' : 'events'}/draft-${draft.id}`), language), { replace: true });
      return draft;
    } catch (error) {
      if (error instanceof MemberApiError && error.code === 409 && isDraftConflict(error.data)) setConflict(error.data);
      else if (error instanceof MemberApiError && error.field) setErrors({ [error.field]: error.message });
      return null;
    }
  };
  const run = (action: () => Promise<void>) => async () => {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const onSave = run(async () => {
    if (await save()) notify(t('saved'), 'success');
  });
  const onSubmit = run(async () => {
    const draft = dirty || base.id === null ? await save() : base.draft;
    if (!draft) return;
    try {
      const answer = await submitDraft(api, { id: draft.id, version: draft.version });
      notify(answer.published ? t('publishedNow') : t('submitted'), 'success');
      setBase(answer.published ? { id: null, version: 0, status: null, draft: null } : { id: answer.draft.id, version: answer.draft.version, status: answer.draft.status, draft: answer.draft });
      await item.mutate();
    } catch (error) {
      if (error instanceof MemberApiError && error.code === 409 && isDraftConflict(error.data)) setConflict(error.data);
      else if (error instanceof MemberApiError && error.field) setErrors({ [error.field]: error.message });
    }
  });
  const onDiscard = run(async () => {
    if (base.id === null) return;
    const confirmed = await askDialog({ key: 'discard-draft', title: t('discardTitle'), message: t('discardText'), confirmText: t('discard'), cancelText: t('keep') });
    if (!confirmed) return;
    try {
      await discardDraft(api, { id: base.id, version: base.version });
      notify(t('discarded'), 'success');
      if (recordId === null) return void navigate(localizedPath(routes.exhibitorCentreSection(kind === 'product' ? 'products' : 'events'), language));
      const published = { ...emptyValues(kind), ...(item.data?.published ?? {}) };
      setValues(published);
      setSaved(published);
      setBase({ id: null, version: 0, status: null, draft: null });
    } catch (error) {
      if (error instanceof MemberApiError && error.code === 409 && isDraftConflict(error.data)) setConflict(error.data);
    }
  });

  const status = base.status;
  const draft = base.draft;
  const when = (iso: string | null | undefined) => (iso ? formatShowTime(iso, tc('format.dateTime')) : '');
  const eventHint = kind === 'activity' ? t('hint.eventDays', { from: formatShowDate(overview.showStart, tc('format.date')), to: formatShowDate(overview.showEnd, tc('format.date')) }) : undefined;
  const hints: Record<string, string | undefined> = { website: t('hint.website'), photos: t('hint.photos'), starts_at: eventHint, ends_at: eventHint };

  return (
    <Editor
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
      noValidate
    >
      {status === 'draft' && draft ? <Banner>{t('statusText.draft', { who: draft.savedBy ?? '—', time: when(draft.savedAt) })}</Banner> : null}
      {status === 'submitted' && draft ? <Banner $tone="wait">{t('statusText.submitted', { time: when(draft.submittedAt) })}</Banner> : null}
      {status === 'rejected' && draft ? <Banner $tone="bad" role="alert">{t('statusText.rejected', { reason: draft.reason ?? '' })}</Banner> : null}
      {conflict ? (
        <ConflictPanel
          kind={kind}
          conflict={conflict}
          mine={values}
          onTakeTheirs={() => {
            const theirs = { ...emptyValues(kind), ...conflict.theirs.fields };
            setValues(theirs);
            setSaved(theirs);
            setBase({ id: conflict.theirs.id, version: conflict.theirs.version, status: conflict.theirs.status, draft: conflict.theirs });
            setConflict(null);
          }}
          onKeepMine={() => {
            setBase({ id: conflict.theirs.id, version: conflict.theirs.version, status: conflict.theirs.status, draft: conflict.theirs });
            setSaved(conflict.theirs.fields);
            setConflict(null);
          }}
        />
      ) : null}
      {kind === 'profile' ? <Completeness fields={values} /> : null}
      {formRows(kind).map((row) => (
        <Row key={row.kind === 'pair' ? row.base : row.field} row={row} values={values} errors={errors} hints={hints} options={options} onChange={set} />
      ))}
      <Actions>
        <SecondaryButton type="submit" disabled={busy || !dirty}>{busy ? t('saving') : t('save')}</SecondaryButton>
        <PrimaryButton type="button" disabled={busy || (status === 'submitted' && !dirty)} onClick={() => void onSubmit()}>{publishes ? t('submitTrusted') : t('submit')}</PrimaryButton>
        {base.id !== null ? <SecondaryButton type="button" $danger disabled={busy} onClick={() => void onDiscard()}>{t('discard')}</SecondaryButton> : null}
        {recordId !== null ? <LocalizedLink to={routes.exhibitorCentreSection(`history/${kind}/${recordId}`)}>{t('history')}</LocalizedLink> : null}
      </Actions>
    </Editor>
  );
}

function Row({ row, values, errors, hints, options, onChange }: { row: FormRow; values: DraftValues; errors: Record<string, string>; hints: Record<string, string | undefined>; options: Record<string, Option[]>; onChange: (field: string, value: unknown) => void }) {
  const { t } = useTranslation('centre');
  if (row.kind === 'single') {
    return <FieldControl field={row.field} spec={row.spec} label={t(`field.${row.field}`)} value={values[row.field]} error={errors[row.field]} hint={hints[row.field]} options={options[row.field]} onChange={(v) => onChange(row.field, v)} />;
  }
  return (
    <Pair>
      {(['zh', 'en'] as const).map((lang) => {
        const field = `${row.base}_${lang}`;
        return <FieldControl key={field} field={field} spec={row.spec} label={t('pairLabel', { field: t(`field.${row.base}`), lang: t(`lang.${lang}`) })} value={values[field]} error={errors[field]} onChange={(v) => onChange(field, v)} />;
      })}
    </Pair>
  );
}

/** The choices of the reference fields: product categories, exhibitor regions, in the page's language. */
function useOptions(kind: DraftKind): Record<string, Option[]> {
  const { language } = usePageLanguage();
  const categories = usePublicRead<CategoryGroup[]>(kind === 'product' ? '/common/category/getList' : null, language);
  const regions = usePublicRead<Region[]>(kind === 'profile' ? '/common/exhibition/getExhibitionRegion' : null, language);
  return useMemo(() => ({
    category_id: (categories.data ?? []).flatMap((group) => group.productCategoryList.map((c) => ({ value: c.id, label: `${group.groupName} · ${language === 'en' ? c.nameEn || c.name : c.name}` }))),
    region_id: (regions.data ?? []).map((r) => ({ value: r.id, label: language === 'en' ? r.nameEn || r.name : r.name })),
  }), [categories.data, regions.data, language]);
}

const Editor = styled.form`
  display: grid;
  gap: ${theme.space(4)};
  max-width: 960px;
`;

const Pair = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Banner = styled.p<{ $tone?: 'wait' | 'bad' }>`
  margin: 0;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-left: 4px solid ${({ $tone }) => ($tone === 'bad' ? theme.colors.berry : $tone === 'wait' ? theme.colors.butter : theme.colors.crust)};
  background: ${theme.colors.cream};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  align-items: center;
  position: sticky;
  bottom: 0;
  padding: ${theme.space(3)} 0;
  background: ${theme.colors.flour};
  border-top: 1px solid ${theme.colors.line};
`;
