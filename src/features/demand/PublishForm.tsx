import React, { useEffect, useState, type FormEvent } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { DEMAND_FIELDS, DEMAND_TYPE_NAME, type CategoryGroup, type DemandField, type DemandTypeId, type DictEntry, type DemandView, demandFieldProblem, demandFieldValue, formMessageText, type DemandFieldProblem } from '@expo/contract';
import { notify } from '../../components/feedback/feedback-store';
import { MemberApiError } from '../../lib/api/member-client';
import { apiGet } from '../../lib/api/public-api';
import { useMemberApi } from '../../lib/api/use-member-api';
import { localizedPath } from '../../lib/i18n/paths';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { getInfo } from '../../lib/api/account-api';
import { Field, FieldFrame, Form, FormError, PrimaryButton, fieldErrorProps } from '../../components/form/form-ui';
import { WayTabs } from '../../components/form/Tabs';

type Values = Record<string, string>;

/** The dictionaries the forms choose from, as the field lists name them. */
const DICT_TYPES = [...new Set(Object.values(DEMAND_FIELDS).flat().flatMap((field) => (field.dict ? [field.dict] : [])))];

/** Publish a demand of one of the four types, or edit one's own (`id`); it goes to review. */
export function PublishForm({ initialType, editId }: { initialType: DemandTypeId; editId: number | null }) {
  const { t } = useTranslation('demand');
  const { language } = usePageLanguage();
  const api = useMemberApi();
  const [type, setType] = useState<DemandTypeId>(initialType);
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [categories, setCategories] = useState<CategoryGroup[]>([]);
  const [dicts, setDicts] = useState<Record<string, DictEntry[]>>({});
  const [busy, setBusy] = useState(false);
  const fields = DEMAND_FIELDS[DEMAND_TYPE_NAME[type]];

  useEffect(() => {
    apiGet<CategoryGroup[]>('/common/category/getList', language).then(setCategories, () => undefined);
    for (const dict of DICT_TYPES) {
      apiGet<DictEntry[]>(`/common/dict/${dict}`, language).then((entries) => setDicts((old) => ({ ...old, [dict]: entries })), () => undefined);
    }
  }, [language]);

  // A new demand's contact starts as the member's own (SPEC: the form prefills it from the profile).
  useEffect(() => {
    if (editId !== null) return;
    getInfo(api).then((info) => setValues((old) => ({ mobile: info.mobile ?? '', email: info.email ?? '', ...old })), () => undefined);
  }, [api, editId]);

  useEffect(() => {
    if (editId === null) return;
    api.get<DemandView>(`/demand/${editId}`).then((demand) => {
      setType(demand.demandType);
      const loaded: Values = {};
      for (const field of DEMAND_FIELDS[DEMAND_TYPE_NAME[demand.demandType]]) {
        const value = demand[field.name];
        if (value !== null && value !== undefined) loaded[field.name] = String(value);
      }
      setValues(loaded);
    }, () => undefined);
  }, [api, editId]);

  // The rules and their messages are the contract's (the server answers the same); a missing value names its field.
  const message = (field: DemandField, problem: DemandFieldProblem) => {
    if (problem.key === 'pleaseEnter' || problem.key === 'pleaseChoose' || problem.key === 'pleaseUpload') return t(`publish.${problem.key}`, { label: t(`field.${field.name}`) });
    return formMessageText(language, problem.key, problem.params);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const field of fields) {
      const problem = demandFieldProblem(field, values[field.name] ?? '');
      if (problem) found[field.name] = message(field, problem);
    }
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || busy) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    const body: Record<string, unknown> = { demandType: type, ...(editId ? { id: editId } : {}) };
    for (const field of fields) {
      const value = demandFieldValue(field, values[field.name] ?? '');
      if (value !== undefined) body[field.name] = value;
    }
    try {
      await api.post('/demand/publish', body);
      notify(t('publish.posted'), 'success');
      await navigate(localizedPath(`/member/publish/${DEMAND_TYPE_NAME[type]}/`, language));
    } catch (error) {
      if (error instanceof MemberApiError && (error.code === 400 || error.code === 429)) {
        if (error.field) setErrors({ [error.field]: error.message });
        else setFormError(error.message);
      }
    } finally {
      setBusy(false);
    }
  };

  const set = (name: string, value: string) => {
    setValues((old) => ({ ...old, [name]: value }));
    setErrors((old) => ({ ...old, [name]: '' }));
  };

  return (
    <>
      {editId === null ? (
        <WayTabs
          label={t('publish.type')}
          value={String(type)}
          onChange={(value) => setType(Number(value) as DemandTypeId)}
          ways={([1, 2, 3, 4] as const).map((id) => [String(id), t(`type.${DEMAND_TYPE_NAME[id]}`)])}
        />
      ) : null}
      <Form onSubmit={(event) => void onSubmit(event)} noValidate>
        {formError ? <FormError role="alert">{formError}</FormError> : null}
        {fields.map((field) => (
          <DemandInput key={`${type}-${field.name}`} field={field} value={values[field.name] ?? ''} error={errors[field.name] || null} onChange={(value) => set(field.name, value)} categories={categories} dict={field.dict ? dicts[field.dict] ?? [] : []} />
        ))}
        <PrimaryButton type="submit" disabled={busy}>
          {t(editId ? 'publish.save' : 'publish.submit')}
        </PrimaryButton>
      </Form>
    </>
  );
}

function DemandInput({ field, value, error, onChange, categories, dict }: { field: DemandField; value: string; error: string | null; onChange: (value: string) => void; categories: CategoryGroup[]; dict: DictEntry[] }) {
  const { t } = useTranslation('demand');
  const { language } = usePageLanguage();
  const api = useMemberApi();
  const label = `${t(`field.${field.name}`)}${field.required && !field.fallback ? ' *' : ''}`;
  const id = `demand-${field.name}`;
  const described = fieldErrorProps(id, error);

  if (field.kind === 'category' || field.kind === 'dict') {
    return (
      <FieldFrame label={label} htmlFor={id} error={error}>
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)} {...described}>
          <option value="">{t('publish.choose')}</option>
          {field.kind === 'category'
            ? categories.map((group) => (
                <optgroup key={group.id} label={group.groupName}>
                  {group.productCategoryList.map((category) => (
                    <option key={category.id} value={category.id}>
                      {language === 'en' ? category.nameEn : category.name}
                    </option>
                  ))}
                </optgroup>
              ))
            : dict.map((entry) => (
                <option key={entry.dictValue} value={entry.dictValue}>
                  {entry.dictLabel}
                </option>
              ))}
        </select>
      </FieldFrame>
    );
  }
  if (field.kind === 'longText') {
    return (
      <FieldFrame label={label} htmlFor={id} error={error} hint={t('publish.count', { count: [...value].length, max: field.max })}>
        <textarea id={id} rows={6} value={value} maxLength={field.max} onChange={(event) => onChange(event.target.value)} {...described} />
      </FieldFrame>
    );
  }
  if (field.kind === 'image') {
    const upload = async (file: File | undefined) => {
      if (!file) return;
      const body = new FormData();
      body.append('file', file);
      try {
        const { url } = await api.post<{ url: string }>(`/member/image?use=${field.name === 'brandLogo' ? 'logo' : 'photo'}`, body);
        onChange(url);
      } catch {
        // the message is shown by the API client or below
      }
    };
    return (
      <FieldFrame label={label} htmlFor={id} error={error}>
        {value ? <img src={`${value}?w=240&fm=webp`} alt={t(`field.${field.name}`)} width={120} /> : null}
        <input id={id} type="file" accept="image/jpeg,image/png,image/webp,image/gif" onChange={(event) => void upload(event.target.files?.[0])} {...described} />
      </FieldFrame>
    );
  }
  const type = field.kind === 'amount' || field.kind === 'age' ? 'number' : field.kind === 'date' ? 'date' : field.kind === 'mobile' ? 'tel' : field.kind === 'email' ? 'email' : 'text';
  return (
    <Field
      label={label}
      value={value}
      error={error}
      type={type}
      name={field.name}
      maxLength={field.kind === 'text' ? field.max : undefined}
      placeholder={field.fallback ? t('publish.fallbackHint', { fallback: field.fallback }) : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
