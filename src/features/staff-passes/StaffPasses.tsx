import React, { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { FormPanel, PanelCards, PanelColumns } from '../../components/ui/form-panels';
import type { StaffPass, StaffPassesView } from '@expo/contract';
import { fillPath } from '@expo/contract/api-paths';
import { STAFF_PASS_LIMITS, STAFF_PASS_PATHS } from '@expo/contract/staff-pass-rules';
import { Field, FormError, PrimaryButton, SecondaryButton } from '../../components/form/form-ui';
import { ListStatus } from '../../components/list/ListStatus';
import { MemberApiError } from '../../lib/api/member-client';
import { useMemberApi } from '../../lib/api/use-member-api';
import { useMemberRead } from '../../lib/api/use-member-read';
import { formatShowDate } from '../../lib/format/date';
import { theme } from '../../styles/theme';

/** A holder as the team types them: a name, and one field for the mobile or the e-mail (an @ makes it an e-mail). */
function holderBody(name: string, contact: string) {
  const value = contact.trim();
  return value.includes('@') ? { name: name.trim(), email: value } : { name: name.trim(), mobile: value };
}

/**
 * The team's "Staff passes" (exhibitor centre): the quota, naming staff (each gets a pass by SMS or
 * e-mail), handing a pass to another person, and asking the organiser for more.
 */
export function StaffPasses() {
  const { t } = useTranslation('centre');
  const { t: tc } = useTranslation();
  const view = useMemberRead<StaffPassesView>(STAFF_PASS_PATHS.team);
  const refresh = () => void view.mutate();
  const data = view.data;
  const date = (day: string) => formatShowDate(day, tc('format.date'));
  return (
    <Page aria-labelledby="staff-title">
      <h2 id="staff-title">{t('staff.title')}</h2>
      <p>{t('staff.intro')}</p>
      {data ? (
        <>
          <Quota role="status">
            <strong>{t('staff.quota', { used: data.used, quota: data.quota })}</strong>
            <span>{t('staff.days', { first: date(data.firstDay), last: date(data.lastDay) })}</span>
          </Quota>
          <PanelColumns>
            {data.used < data.quota ? <AddStaff onAdded={refresh} /> : <p className="full">{t('staff.full')}</p>}
            <AskMore view={data} onAsked={refresh} />
          </PanelColumns>
        </>
      ) : null}
      <h3 id="staff-list">{t('staff.list')}</h3>
      <ListStatus error={view.error} loading={view.isLoading && !data} empty={data?.passes.length === 0} emptyText={t('staff.empty')} />
      <Cards aria-labelledby="staff-list">
        {(data?.passes ?? []).map((pass) => <PassCard key={pass.id} pass={pass} onChanged={refresh} />)}
      </Cards>
    </Page>
  );
}

/** The name and contact fields, with the API's refusal on the field it names. */
function HolderFields({ name, contact, errors, setName, setContact }: { name: string; contact: string; errors: Record<string, string>; setName: (v: string) => void; setContact: (v: string) => void }) {
  const { t } = useTranslation('centre');
  return (
    <>
      <Field label={t('staff.name')} name="name" value={name} maxLength={STAFF_PASS_LIMITS.name} autoComplete="off" onChange={(e) => setName(e.target.value)} error={errors.name} />
      <Field label={t('staff.contact')} name="contact" value={contact} autoComplete="off" inputMode="email" onChange={(e) => setContact(e.target.value)} error={errors.mobile ?? errors.email ?? errors.contact} placeholder={t('staff.contactHint')} />
    </>
  );
}

/** Sends a holder; a refusal lands on its field, or above the button. */
function useHolderForm(send: (body: object) => Promise<unknown>, done: () => void) {
  const { t } = useTranslation('centre');
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.name = t('staff.nameMissing');
    if (!contact.trim()) problems.contact = t('staff.contactMissing');
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      await send(holderBody(name, contact));
      setName('');
      setContact('');
      done();
    } catch (error) {
      if (error instanceof MemberApiError) setErrors({ [error.field ?? 'form']: error.message });
    } finally {
      setBusy(false);
    }
  };
  return { name, contact, errors, busy, setName, setContact, submit };
}

function AddStaff({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('centre');
  const api = useMemberApi();
  const id = useId();
  const form = useHolderForm((body) => api.post<StaffPass>(STAFF_PASS_PATHS.team, body), onAdded);
  return (
    <Box onSubmit={(event) => void form.submit(event)} noValidate aria-labelledby={`${id}-add`}>
      <h3 id={`${id}-add`}>{t('staff.add')}</h3>
      <p>{t('staff.addLead')}</p>
      <HolderFields {...form} />
      {form.errors.form ? <FormError role="alert">{form.errors.form}</FormError> : null}
      <PrimaryButton type="submit" disabled={form.busy}>{t('staff.addSubmit')}</PrimaryButton>
    </Box>
  );
}

function AskMore({ view, onAsked }: { view: StaffPassesView; onAsked: () => void }) {
  const { t } = useTranslation('centre');
  const api = useMemberApi();
  const id = useId();
  const [passes, setPasses] = useState('1');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const waiting = view.requests.find((r) => r.status === 'pending');
  const latest = view.requests[0];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const n = Number(passes);
    if (!Number.isInteger(n) || n < 1 || n > STAFF_PASS_LIMITS.requestPasses) {
      setError(t('staff.askRange', { max: STAFF_PASS_LIMITS.requestPasses }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.post<StaffPassesView>(STAFF_PASS_PATHS.teamRequest, { passes: n, note });
      setNote('');
      onAsked();
    } catch (e) {
      if (e instanceof MemberApiError) setError(e.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-ask`}>
      <h3 id={`${id}-ask`}>{t('staff.ask')}</h3>
      {latest ? <p role="status">{t(`staff.request.${latest.status}`, { n: latest.passes, reason: latest.reason ?? '' })}</p> : <p>{t('staff.askLead')}</p>}
      {waiting ? null : (
        <>
          <Field label={t('staff.askPasses')} name="passes" type="number" inputMode="numeric" min={1} max={STAFF_PASS_LIMITS.requestPasses} value={passes} onChange={(e) => setPasses(e.target.value)} />
          <Field label={t('staff.askNote')} name="note" value={note} maxLength={STAFF_PASS_LIMITS.note} onChange={(e) => setNote(e.target.value)} />
          {error ? <FormError role="alert">{error}</FormError> : null}
          <SecondaryButton type="submit" disabled={busy}>{t('staff.askSubmit')}</SecondaryButton>
        </>
      )}
    </Box>
  );
}

function PassCard({ pass, onChanged }: { pass: StaffPass; onChanged: () => void }) {
  const { t } = useTranslation('centre');
  const api = useMemberApi();
  const id = useId();
  const [open, setOpen] = useState(false);
  const form = useHolderForm((body) => api.post<StaffPass>(fillPath(STAFF_PASS_PATHS.teamHandOver, { id: pass.id }), body), () => {
    setOpen(false);
    onChanged();
  });
  return (
    <li>
      <h4>{pass.name}</h4>
      <p className="badge">{t('staff.exhibitor')}</p>
      <dl>
        <div><dt>{t('staff.number')}</dt><dd className="number">{pass.number}</dd></div>
        <div><dt>{t('staff.sentTo')}</dt><dd>{pass.mobile ?? pass.email}</dd></div>
        <div><dt>{t('staff.admitted')}</dt><dd>{pass.admittedDays.length ? pass.admittedDays.join(', ') : t('staff.notYet')}</dd></div>
      </dl>
      {pass.revoked ? <p>{t(pass.erased ? 'staff.erased' : 'staff.revoked')}</p> : open ? (
        <Box onSubmit={(event) => void form.submit(event)} noValidate aria-labelledby={`${id}-hand`}>
          <h5 id={`${id}-hand`}>{t('staff.handOverTitle', { name: pass.name })}</h5>
          <p>{t('staff.handOverLead')}</p>
          <HolderFields {...form} />
          {form.errors.form ?? form.errors.id ? <FormError role="alert">{form.errors.form ?? form.errors.id}</FormError> : null}
          <div className="actions">
            <PrimaryButton type="submit" disabled={form.busy}>{t('staff.handOverSubmit')}</PrimaryButton>
            <SecondaryButton type="button" onClick={() => setOpen(false)}>{t('staff.cancel')}</SecondaryButton>
          </div>
        </Box>
      ) : (
        <SecondaryButton type="button" onClick={() => setOpen(true)}>{t('staff.handOver')}</SecondaryButton>
      )}
    </li>
  );
}

const Page = styled.section`
  h3 {
    margin: ${theme.space(5)} 0 ${theme.space(2)};
  }
  .full {
    padding: ${theme.space(3)};
    background: ${theme.colors.cream};
  }
`;

const Quota = styled.p`
  display: grid;
  gap: ${theme.space(1)};
  padding: ${theme.space(3)};
  border-left: 4px solid ${theme.colors.crust};
  background: ${theme.colors.cream};
  strong {
    font-size: 1.2rem;
  }
`;


const Box = styled(FormPanel)`
  h3,
  h5 {
    margin: 0;
    font-size: 1.1rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
  }
`;

const Cards = styled(PanelCards)`
  li {
    border-top: 6px solid ${theme.colors.crust};
  }
  h4 {
    margin: 0;
    font-size: 1.2rem;
  }
  .badge {
    justify-self: start;
    margin: 0;
    padding: 0 ${theme.space(1.5)};
    background: ${theme.colors.crust};
    color: #fff;
    font-weight: 700;
    letter-spacing: 0.08em;
  }
  dl {
    display: grid;
    gap: ${theme.space(1)};
    margin: 0;
  }
  dl div {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
  }
  dt {
    min-width: 7rem;
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .number {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    letter-spacing: 0.08em;
  }
`;
