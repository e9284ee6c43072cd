import React, { useId } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { FieldSpec } from '@expo/contract';
import { fromChinaLocal, toChinaLocal } from '@expo/contract/show-clock';
import { FieldFrame, fieldErrorProps } from '../../components/form/form-ui';
import { PictureField } from './PictureField';

export interface Option {
  value: number;
  label: string;
}

/** One field of a centre form, its control chosen by the contract's type; limits as the server's. */
export function FieldControl({ field, spec, label, value, error, hint, options, onChange }: {
  field: string;
  spec: FieldSpec;
  label: string;
  value: unknown;
  error?: string | null;
  hint?: string;
  options?: Option[];
  onChange: (value: unknown) => void;
}) {
  const { t } = useTranslation('centre');
  const id = useId();
  const aria = fieldErrorProps(id, error);
  const text = typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
  const frame = (control: React.ReactNode) => <FieldFrame label={label} htmlFor={id} error={error} hint={hint}>{control}</FieldFrame>;
  switch (spec.type) {
    case 'media':
    case 'mediaList':
      return <PictureField label={label} value={value as string | string[] | null} many={spec.type === 'mediaList'} use={field === 'logo' ? 'logo' : 'photo'} error={error} hint={hint} onChange={onChange} />;
    case 'longText':
      return frame(<textarea id={id} name={field} rows={6} maxLength={spec.max} value={text} onChange={(e) => onChange(e.target.value)} {...aria} />);
    case 'bool':
      return frame(<input id={id} name={field} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} {...aria} />);
    case 'timestamp':
      return frame(<input id={id} name={field} type="datetime-local" value={toChinaLocal(value)} onChange={(e) => onChange(fromChinaLocal(e.target.value))} {...aria} />);
    case 'int':
      if (spec.ref) {
        return frame(
          <select id={id} name={field} value={text} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))} {...aria}>
            <option value="">{t('none')}</option>
            {(options ?? []).map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>,
        );
      }
      return frame(<input id={id} name={field} type="number" inputMode="numeric" min={spec.min} max={spec.maxValue} step={1} value={text} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))} {...aria} />);
    default:
      return frame(
        <input id={id} name={field} type={spec.type === 'url' || spec.type === 'email' ? spec.type : field === 'phone' || field === 'fax' ? 'tel' : 'text'} maxLength={spec.max} value={text} onChange={(e) => onChange(e.target.value)} {...aria} />,
      );
  }
}
